import TrellisCore

/// `trellis_scene_view_info`'s JSON (docs/c-api.md):
/// `{"id","kind","properties","text","textStyle","pointSize","hidden","installed"}`, with
/// `text`, `textStyle` and `pointSize` null when the view has none and `properties` an
/// object in document order.
public enum ViewInfoJSON {
    /// The JSON text of `info`.
    public static func text(_ info: ViewInfo) -> String {
        var out = "{\"id\":" + string(info.id)
        out += ",\"kind\":" + string(info.kind)
        out += ",\"properties\":"
        members(info.properties, into: &out)
        out += ",\"text\":" + (info.text.map(string) ?? "null")
        out += ",\"textStyle\":" + (info.textStyle.map { string($0.name) } ?? "null")
        out += ",\"pointSize\":" + (info.pointSize.map(NumberFormatting.format) ?? "null")
        out += ",\"hidden\":" + (info.hidden ? "true" : "false")
        out += ",\"installed\":" + (info.installed ? "true" : "false")
        return out + "}"
    }

    /// Values nest at most `PropertyValue.maximumNesting` levels (the loader refuses
    /// deeper ones), so the recursion stays shallow.
    private static func value(_ value: PropertyValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += NumberFormatting.format(number)
        case .string(let text): out += string(text)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                self.value(element, into: &out)
            }
            out += "]"
        case .object(let list):
            members(list, into: &out)
        }
    }

    private static func members(_ list: [PropertyValue.Member], into out: inout String) {
        out += "{"
        for (index, member) in list.enumerated() {
            if index > 0 { out += "," }
            out += string(member.name) + ":"
            value(member.value, into: &out)
        }
        out += "}"
    }

    private static func string(_ text: String) -> String { JSONLiteral.string(text) }
}
