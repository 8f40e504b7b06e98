/// UIActivityIndicatorView's style (`UIActivityIndicatorView.Style`): its size.
public enum ActivityIndicatorStyle: String, Hashable, Sendable, CaseIterable {
    /// `.medium` (iOS 13; `.white`/`.gray` before): 20 × 20.
    case medium
    /// `.large` (iOS 13; `.whiteLarge` before): 37 × 37.
    case large
}

/// What the UIKit control kinds add to a view (docs/document-format.md, "Controls"): the
/// contents their intrinsic size depends on.
public struct ControlDescription: Hashable, Sendable {
    /// Text fields and text views: the placeholder, measured when there is no `text`.
    public var placeholder: String?
    /// Text views: whether the view scrolls (UIKit's default); a scrolling text view has
    /// no intrinsic size, a non-scrolling one is sized by its text.
    public var scrollEnabled: Bool
    /// Segmented controls: the segments' titles, in order.
    public var segments: [String]
    /// Activity indicators: the style, which fixes the size.
    public var activityIndicatorStyle: ActivityIndicatorStyle
    /// Page controls: the number of dots (UIPageControl's `numberOfPages`, 0 by default).
    public var numberOfPages: Int
    /// Image views: the size of the image, which is the view's intrinsic size.
    public var imageSize: Size?

    /// Creates a description with UIKit's defaults.
    public init(placeholder: String? = nil, scrollEnabled: Bool = true, segments: [String] = [],
                activityIndicatorStyle: ActivityIndicatorStyle = .medium, numberOfPages: Int = 0,
                imageSize: Size? = nil) {
        self.placeholder = placeholder
        self.scrollEnabled = scrollEnabled
        self.segments = segments
        self.activityIndicatorStyle = activityIndicatorStyle
        self.numberOfPages = numberOfPages
        self.imageSize = imageSize
    }
}
