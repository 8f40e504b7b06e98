/// Lists in messages: "a", "a or b", "a, b or c".
public enum Alternatives {
    /// `items` as written (already quoted or formatted), joined with commas and a final
    /// `conjunction`: `a, b or c`. Empty for no items.
    public static func list(_ items: [String], conjunction: String = "or") -> String {
        guard let last = items.last else { return "" }
        let head = items.dropLast()
        return head.isEmpty ? last : head.joined(separator: ", ") + " \(conjunction) " + last
    }

    /// Names quoted (`"a", "b" or "c"`), for "expected one of …" messages.
    public static func quoted(_ names: [String], conjunction: String = "or") -> String {
        list(names.map { Quoting.quoted($0) }, conjunction: conjunction)
    }
}
