import XCTest
@testable import TrellisDocument

/// Documents' field names come from the case names of the field enums (ObjectField.swift),
/// so renaming a case renames a field: these pin the names docs/document-format.md and
/// docs/document-format.md fix (`contentInsets` for buttons, `properties` for custom views).
final class ObjectFieldTests: XCTestCase {
    func testFieldNamesAreTheDocumentsNames() {
        XCTAssertEqual(DocumentField.nameTable.names, ["format", "initialScene", "references", "scenes", "comment"])
        XCTAssertEqual(SceneField.nameTable.names, ["id", "root", "constraints", "dock", "segues", "viewController", "comment"])
        XCTAssertEqual(SegueField.nameTable.names, ["id", "from", "to", "kind", "comment"])
        XCTAssertEqual(ConstraintField.nameTable.names,
                       ["id", "eq", "constant", "priority", "installed", "visual", "options", "metrics", "comment"])
        XCTAssertEqual(SizeModeField.nameTable.names, ["fixed", "relative", "adjust", "comment"])
        XCTAssertEqual(TableRowField.nameTable.names, ["cell", "count", "text", "comment"])
        XCTAssertEqual(ViewField.nameTable.names, [
            "id", "kind", "subviews", "intrinsicSize", "hugging", "compressionResistance", "text", "textStyle", "fontSize",
            "lines", "layoutMargins", "alignmentInsets", "baseline", "hidden", "installed", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth", "arranged", "axis",
            "distribution", "alignment", "spacing", "customSpacing", "baselineRelative", "marginsRelative", "layout",
            "insets", "position", "widthMode", "heightMode", "scene", "contentInsets", "properties",
            "placeholder", "scrollEnabled", "segments", "style", "numberOfPages", "imageSize",
            "rowHeight", "separatorStyle", "rows", "scrollDirection", "itemSize", "estimatedItemSize",
            "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset", "items", "comment", "initialSize",
            "headerReferenceSize", "footerReferenceSize",
        ])
    }

    func testNameTablesFindEveryNameAndNothingElse() {
        let table = NameTable(ViewField.nameTable.names)
        for (index, name) in table.names.enumerated() {
            XCTAssertEqual(table.index(ofName: name), index, name)
        }
        for other in ["", "ids", "Id", "subview", "comments", "intrinsicsize", "é"] {
            XCTAssertNil(table.index(ofName: other), other)
        }
    }
}
