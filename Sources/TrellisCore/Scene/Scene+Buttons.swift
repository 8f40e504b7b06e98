/// Titled buttons (CONTRACT.md §3): a `button` with `text` is sized by its title like a
/// one-line label of its `textStyle`/`fontSize` (UIButton's 15-point system font by
/// default), plus its content insets; its baselines are its title's. Dynamic Type follows
/// from the text style, as for labels.
extension Scene {
    /// UIButton's default title font size (`UIFont.systemFont(ofSize: 15)`).
    static let buttonTitlePointSize = 15.0

    /// The button's measurement: its title's, grown by the content insets (leading and
    /// trailing add to the width whatever the layout direction), baselines moved down by
    /// the top inset.
    func buttonMeasurement(_ title: TextMeasurement, of view: ViewNode) -> TextMeasurement {
        let insets = view.description.contentInsets
        return TextMeasurement(width: title.width + insets.leading + insets.trailing,
                               height: title.height + insets.top + insets.bottom,
                               firstBaseline: title.firstBaseline + insets.top,
                               lastBaseline: title.lastBaseline + insets.top)
    }
}
