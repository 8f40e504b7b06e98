/// Documents made by code, of the shapes Benchmarks/generate_documents.py makes (lists of
/// label and button rows, nested stacks, size-class variants, visual formats) and a few
/// more (containers, every property a view can have), smaller, for tests.
enum GeneratedDocuments {
    /// Rows of a label and a button, chained by equations.
    static func list(rows: Int) -> String {
        var views: [String] = []
        var constraints: [String] = []
        for i in 0..<rows {
            views.append(#"{"id": "row\#(i)", "subviews": [{"id": "title\#(i)", "kind": "label", "text": "Row number \#(i)", "textStyle": "body"}, {"id": "action\#(i)", "kind": "button", "intrinsicSize": [64, 32]}]}"#)
            let top = i == 0 ? "root.top + 4" : "row\(i - 1).bottom + 4"
            constraints += ["row\(i).leading == root.leading", "row\(i).trailing == root.trailing", "row\(i).top == \(top)",
                            "row\(i).height == 44", "title\(i).leading == row\(i).leadingMargin",
                            "title\(i).centerY == row\(i).centerY", "action\(i).trailing == row\(i).trailingMargin",
                            "action\(i).centerY == row\(i).centerY", "title\(i).trailing <= action\(i).leading - 8"]
        }
        return scene(id: "list", views: views, constraints: constraints.map { "\"\($0)\"" })
    }

    /// Sections (vertical stacks) of cards (horizontal stacks of an image and two labels).
    static func stacks(sections: Int) -> String {
        var sectionViews: [String] = []
        for s in 0..<sections {
            var cards: [String] = []
            for c in 0..<4 {
                let n = "\(s)_\(c)"
                cards.append(#"{"id": "card\#(n)", "kind": "stack", "axis": "horizontal", "alignment": "center", "spacing": 12, "customSpacing": {"photo\#(n)": 16}, "arranged": [{"id": "photo\#(n)", "kind": "image", "intrinsicSize": [56, 56]}, {"id": "texts\#(n)", "kind": "stack", "axis": "vertical", "alignment": "leading", "spacing": 2, "arranged": [{"id": "name\#(n)", "kind": "label", "text": "Friend \#(n)", "textStyle": "headline"}, {"id": "trip\#(n)", "kind": "label", "text": "Road trip", "textStyle": "subheadline", "lines": 0}]}]}"#)
            }
            sectionViews.append(#"{"id": "section\#(s)", "kind": "stack", "axis": "vertical", "spacing": 8, "arranged": [\#(cards.joined(separator: ", "))]}"#)
        }
        let column = #"{"id": "column", "kind": "stack", "axis": "vertical", "spacing": 24, "marginsRelative": true, "arranged": [\#(sectionViews.joined(separator: ", "))]}"#
        return scene(id: "feed", views: [column], constraints: [#""column.leading == root.leadingMargin""#,
                                                                #""column.trailing == root.trailingMargin""#,
                                                                #""column.top == root.topMargin""#])
    }

    /// The list with size-class maps on view properties and on constants and priorities.
    static func variants(rows: Int) -> String {
        var views: [String] = []
        var constraints: [String] = []
        for i in 0..<rows {
            views.append(#"{"id": "row\#(i)", "layoutMargins": {"any": [8, 16, 8, 16], "wR": [8, 40, 8, 40], "wC hC": [4, 8, 4, 8]}, "installed": {"any": true, "wC hC": \#(i % 2 == 0)}, "subviews": [{"id": "title\#(i)", "kind": "label", "text": "Row \#(i)", "textStyle": {"any": "body", "wR": "title3", "hC": "footnote"}}, {"id": "action\#(i)", "kind": "button", "intrinsicSize": {"any": [64, 32], "wR": [96, 44]}, "hidden": {"any": false, "wC hC": true}}]}"#)
            let top = i == 0 ? "root.top" : "row\(i - 1).bottom"
            constraints += [#""row\#(i).leading == root.leading""#, #""row\#(i).trailing == root.trailing""#,
                            #"{"id": "rowTop\#(i)", "eq": "row\#(i).top == \#(top) + 4", "constant": {"any": 4, "wR": 8, "hC": 2}}"#,
                            #"{"id": "rowHeight\#(i)", "eq": "row\#(i).height == 44", "constant": {"any": 44, "wR": 60}}"#,
                            #""title\#(i).leading == row\#(i).leadingMargin""#, #""title\#(i).centerY == row\#(i).centerY""#,
                            #""action\#(i).trailing == row\#(i).trailingMargin""#, #""action\#(i).centerY == row\#(i).centerY""#,
                            #"{"id": "gap\#(i)", "eq": "title\#(i).trailing <= action\#(i).leading - 8", "priority": {"any": 1000, "wC": 750}, "installed": {"any": true, "wC hC": false}}"#]
        }
        return scene(id: "list", views: views, constraints: constraints)
    }

    /// The list laid out by visual formats.
    static func visualFormat(rows: Int) -> String {
        var views: [String] = []
        var constraints: [String] = []
        for i in 0..<rows {
            views.append(#"{"id": "row\#(i)", "subviews": [{"id": "title\#(i)", "kind": "label", "text": "Row \#(i)", "textStyle": "body"}, {"id": "action\#(i)", "kind": "button", "intrinsicSize": [64, 32]}]}"#)
            constraints += [#"{"visual": "H:|[row\#(i)]|", "id": "rowH\#(i)"}"#,
                            #"{"visual": "H:|-[title\#(i)]-(>=8)-[action\#(i)(>=44@750)]-|", "options": ["alignAllCenterY"], "id": "content\#(i)"}"#,
                            #""title\#(i).centerY == row\#(i).centerY""#,
                            i == 0 ? #"{"visual": "V:|-(gap)-[row0(44)]", "metrics": {"gap": 4}}"#
                                   : #"{"visual": "V:[row\#(i - 1)]-(gap)-[row\#(i)(==row\#(i - 1))]", "metrics": {"gap": 4}}"#]
        }
        return scene(id: "list", views: views, constraints: constraints)
    }

    /// Two scenes, one embedding the other twice in containers, with dock views and segues.
    static func containers() -> String {
        #"""
        {"format": "trellis/1", "initialScene": "main", "scenes": [
          {"id": "cell", "root": {"id": "cell", "subviews": [{"id": "name", "kind": "label", "text": "Name"}]},
           "constraints": [{"id": "nameLeading", "eq": "name.leading == cell.leadingMargin"}, "name.centerY == cell.centerY"],
           "dock": [{"id": "badge", "kind": "image", "intrinsicSize": [12, 12]}]},
          {"id": "main", "root": {"id": "root", "subviews": [{"id": "first", "kind": "container", "scene": "cell"},
                                                             {"id": "second", "kind": "container", "scene": "cell"}]},
           "constraints": ["first.top == root.top", "second.top == first.bottom", "first.height == 44", "second.height == 44",
                           "first.leading == root.leading", "first.trailing == root.trailing",
                           "second.leading == root.leading", "second.trailing == root.trailing"],
           "segues": [{"id": "open", "from": "first", "to": "cell", "kind": "push"}]}]}
        """#
    }

    /// One view of every kind with every property it may have, some as size-class maps.
    static func everyProperty() -> String {
        #"""
        {"format": "trellis/1", "scenes": [{"id": "all",
          "viewController": {"additionalSafeAreaInsets": [44, 0, 49, 0], "respectsSystemMinimumLayoutMargins": false},
          "root": {"id": "root", "layoutMargins": [1, 2, 3, 4], "subviews": [
          {"id": "label", "kind": "label", "text": "naïve é 😀", "fontSize": {"any": 15, "wR hR": 19.5}, "lines": 0,
           "hugging": [251, 252], "compressionResistance": [749, 748], "alignmentInsets": [1, 2, 3, 4],
           "baseline": [12, 30], "hidden": {"any": false, "hC": true}, "installed": true, "comment": "a label",
           "insetsLayoutMarginsFromSafeArea": false},
          {"id": "button", "kind": "button", "text": "Go", "textStyle": "callout", "intrinsicSize": [null, 30],
           "preservesSuperviewLayoutMargins": true, "layoutMarginsFollowReadableWidth": true, "initialSize": [80, 30]},
          {"id": "guide", "kind": "guide"},
          {"id": "stack", "kind": "stack", "axis": {"any": "vertical", "wR": "horizontal"}, "distribution": "equalSpacing",
           "alignment": {"any": "firstBaseline", "wC": "center"}, "spacing": {"any": 4, "wR hC": 10},
           "customSpacing": {"a": 20}, "baselineRelative": true, "marginsRelative": true,
           "arranged": [{"id": "a", "kind": "image", "intrinsicSize": [-1, 20]}, {"id": "b", "kind": "view"}]},
          {"id": "group", "kind": "group", "layout": "vertical", "insets": [2, 3, 4, 5], "spacing": 6, "arranged": [
            {"id": "g1", "position": ["right", "center"], "widthMode": {"fixed": 40}, "heightMode": {"relative": 0.5, "adjust": -4}},
            {"id": "g2", "position": ["center", "bottom"], "widthMode": "fit"}]}]},
          "constraints": ["label.top == root.topMargin", "button.top == label.bottom + 8 @750",
            {"id": "w", "eq": "button.width == 0.5 * root.width - 2", "constant": {"any": -2, "wR": -10}, "priority": {"any": 999, "hC": 500}},
            "guide.leading == root.leading", "guide.width == root.width / 3", "guide.top == topLayoutGuide.bottom",
            {"visual": "V:[stack]-(>=pad@700)-[group(==stack)]", "metrics": {"pad": 8}, "options": ["alignAllLeading"], "id": "v", "installed": {"any": true, "wC hC": false}},
            "stack.leading == root.leading", "stack.top == button.bottom", "group.width == 100"]}]}
        """#
    }

    /// Custom views (`custom:<Name>` with properties of every value type, nested, some by
    /// size class) and a titled button with content insets: what main's issue 9 added to
    /// views, which the compiled form must carry too.
    static func customViews() -> String {
        #"""
        {"format": "trellis/1", "scenes": [{"id": "custom", "root": {"id": "root", "subviews": [
          {"id": "stars", "kind": "custom:Rating", "intrinsicSize": [100, 20],
           "properties": {"maximum": 5, "value": {"any": 3.5, "wR": 4}, "tint": [0.2, 0.4, 1, 1], "label": "Rating",
                          "editable": false, "legend": null, "wideOnly": {"wR": true},
                          "style": [{"name": "gold", "sizes": [1, [2, {"deep": true}]]}], "byClass": {"hC": {"k": "v"}}}},
          {"id": "badge", "kind": "custom:MyApp.Badge"},
          {"id": "go", "kind": "button", "text": "Go", "contentInsets": [4, 10, 5, 12]}]},
          "constraints": ["stars.leading == root.leading", "stars.top == root.top", "badge.leading == stars.trailing",
                          "badge.top == root.top", "badge.width == 10", "badge.height == 10",
                          "go.top == stars.bottom", "go.leading == root.leading"]}]}
        """#
    }

    private static func scene(id: String, views: [String], constraints: [String]) -> String {
        #"{"format": "trellis/1", "initialScene": "\#(id)", "scenes": [{"id": "\#(id)", "root": {"id": "root", "subviews": [\#(views.joined(separator: ", "))]}, "constraints": [\#(constraints.joined(separator: ", "))]}]}"#
    }
}
