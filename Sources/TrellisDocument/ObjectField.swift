/// The fields one kind of document object may have (a view, a scene, a constraint …), as
/// an enum whose case names are the JSON names. Cases are numbered from 0 in declaration
/// order; at most 64, so that a set of them is one machine word (``FieldSet``).
protocol ObjectField: RawRepresentable, CaseIterable, Hashable where RawValue == Int, AllCases == [Self] {
    /// The JSON names of the cases, by raw value; make it with ``makeNameTable()``.
    static var nameTable: NameTable { get }
    /// The case for `"comment"`, a field welcome on every object.
    static var comment: Self { get }
}

extension ObjectField {
    /// The field's name in documents: the case name.
    var name: String { Self.nameTable.names[rawValue] }

    /// A table of the case names, in raw-value order.
    static func makeNameTable() -> NameTable {
        NameTable(allCases.map { String(describing: $0) })
    }
}

/// A set of fields of one kind of object, as a bit mask.
struct FieldSet<Field: ObjectField>: Equatable, ExpressibleByArrayLiteral {
    var bits: UInt64

    init(bits: UInt64) {
        self.bits = bits
    }

    init(arrayLiteral fields: Field...) {
        bits = 0
        for field in fields { bits |= FieldSet.bit(field) }
    }

    static func bit(_ field: Field) -> UInt64 {
        1 << UInt64(field.rawValue & 63)
    }

    func contains(_ field: Field) -> Bool {
        bits & FieldSet.bit(field) != 0
    }

    mutating func insert(_ field: Field) {
        bits |= FieldSet.bit(field)
    }

    mutating func remove(_ field: Field) {
        bits &= ~FieldSet.bit(field)
    }

    func union(_ other: FieldSet) -> FieldSet {
        FieldSet(bits: bits | other.bits)
    }

    /// Whether some field is in both `self` and `other`.
    func intersects(_ other: FieldSet) -> Bool {
        bits & other.bits != 0
    }

    /// Whether every field of `self` is in `other`.
    func isSubset(of other: FieldSet) -> Bool {
        bits & ~other.bits == 0
    }

    /// The names of the fields, in case order.
    var names: [String] {
        Field.allCases.filter(contains).map(\.name)
    }
}
