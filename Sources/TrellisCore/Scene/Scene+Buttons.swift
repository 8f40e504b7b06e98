/// Titled buttons (docs/document-format.md): a `button` with `text` is sized by its title like a
/// one-line label of its `textStyle`/`fontSize` (UIButton's 15-point system font by
/// default), plus its content insets (``Scene/paddedMeasurement(_:of:)``, shared with the
/// text-sized controls); its baselines are its title's. Dynamic Type follows from the
/// text style, as for labels.
extension Scene {
    /// UIButton's default title font size (`UIFont.systemFont(ofSize: 15)`).
    static let buttonTitlePointSize = 15.0
}
