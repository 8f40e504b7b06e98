// TEMPORARY (helper SEAL): stand-ins until issue-18-along / issue-18-across land; deleted at
// their merge. They decline every stack, so every stack is unsealed.
extension StackClosedForm {
    static func alongAxis(_ input: StackClosedFormInput) -> StackAlongAxisLayout? { nil }
    static func acrossAxis(_ input: StackClosedFormInput) -> StackAcrossAxisLayout? { nil }
}
