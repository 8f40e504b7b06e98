/// Custom view kinds (docs/document-format.md), Interface Builder's IBDesignable views: a
/// `custom:<Name>` view is drawn by the host, which reads its kind and IBInspectable-like
/// `properties` (resolved for the current traits) through `viewInfo`, and may measure it
/// with its measure callback when the view declares no intrinsic size.
extension Scene {
    /// The custom view's intrinsic size and baselines: measured by the host when it has a
    /// measure callback and the view leaves an axis undeclared, else the declared size.
    func updateCustomViewSize(_ view: ViewNode) {
        if hostMeasures, let measurement = measureCustomView(view) {
            applyTextMeasurement(measurement, to: view)
            return
        }
        setIntrinsicSize(view.declaredIntrinsicSize, of: view)
        setBaselines(first: nil, lastFromBottom: nil, of: view)
    }

    /// Asks the host's measurer for a custom view's size (text NULL, its kind in the
    /// request); an axis the document declares keeps the declared value. Nil when the
    /// view declares both axes, or the host fails or answers nonsense.
    private func measureCustomView(_ view: ViewNode) -> TextMeasurement? {
        let declared = view.declaredIntrinsicSize
        guard declared.width == nil || declared.height == nil else { return nil }
        let hasFont = view.description.textStyle != nil || view.description.fontSize != nil
        view.pointSize = pointSize(of: view)
        let request = TextMeasurementRequest(viewID: view.id, text: "", pointSize: hasFont ? pointSize(of: view) : 0,
                                             maxWidth: .infinity, lines: 1,
                                             customKind: view.description.customKind ?? "")
        // Not cached: the host's answer may depend on the view's properties and traits.
        let measurement: TextMeasurement
        do {
            measurement = try measurer.measure(request)
        } catch {
            // The host's callback said it cannot measure this view: that is its answer
            // ("no size"), not an error of the layout.
            return nil
        }
        return measurement.isValid ? measurement : nil
    }
}
