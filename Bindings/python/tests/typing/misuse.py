"""Mistakes mypy must find (test_pythonic_api.py expects exactly these errors)."""
import trellis
from trellis.solver import Solver, Variable

scene = trellis.Scene(trellis.Document.loads("{}"))
scene.size = "large"                       # error: a size is a pair of numbers
frame_width: str = scene.frame("a").width  # error: a frame's width is a float
Solver().addConstraint(Variable("x"))      # error: addConstraint takes a Constraint
