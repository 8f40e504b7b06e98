extension StackClosedForm {
    static func fillEquallyAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? { nil }
    static func fillProportionallyAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? { nil }
    static func equalSpacingAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? { nil }
    static func equalCenteringAlongAxis(_ input: StackClosedFormInput, _ stack: AlongAxisSummary) -> StackAlongAxisLayout? { nil }
}
