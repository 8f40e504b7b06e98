print("trellis-cli: not yet implemented")
