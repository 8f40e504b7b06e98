import TrellisCore

/// Reads the payload ``DocumentEncoder`` writes back into a document, checking every value
/// against what the JSON loader would have accepted (ids, ranges, choices, the shape of
/// parsed visual formats), so that a damaged or made-up file is refused with a message and
/// a file that loads describes a document the JSON loader could have produced. What needs
/// the whole document (unknown views in equations, duplicate ids) is left to the scene,
/// which refuses it when it is made, as it does for inserted scenes.
struct DocumentDecoder {
    var reader: ByteReader
    /// The string table: distinct strings in increasing order of their UTF-8 bytes, so
    /// that two equal ids have the same number.
    private(set) var strings: [String] = []
    /// Per string: 1 an id, 2 not an id.
    private(set) var identifierChecks: [UInt8] = []
    /// Per string: the number of the last scene whose view it is the id of (high 32 bits)
    /// and where that view is among the scene's views as they were read (low 32 bits:
    /// depth first, subviews before arranged views, the root 0). A scene's views have
    /// distinct ids, embedded and dock views included, as the JSON loader makes sure; ids
    /// are ASCII, and the table's strings distinct, so a view id used twice is a string
    /// number used twice: no hashing of ids. The place is where the scene will have the
    /// view: an equation's item carries it as its view hint (`Equation.firstViewHint`), as
    /// the JSON loader's do (without hints, making a scene of a compiled document looked up
    /// every item's id, issue 18). One word for both: one bounds check a lookup.
    private var viewSlots: [UInt64] = []
    /// The number of the scene being read, from 1.
    private var sceneNumber: Int32 = 0
    /// ``sceneNumber`` as the high half of a ``viewSlots`` word holds it.
    private var sceneTag: UInt64 { UInt64(UInt32(bitPattern: sceneNumber)) }
    /// How many views of the scene being read were read.
    private var viewsRead: UInt32 = 0
    /// The last intrinsic size read for a view with no other sizing field: its bytes and a
    /// view holding the sizing made from them, which a view whose intrinsic size has the
    /// same bytes shares (``ViewDescription/shareSizing(with:)``) instead of decoding it
    /// and making a box of its own. Equal bytes decode to an equal value, and they decoded
    /// without error once. A list's rows have one size: a box a view was a third of a
    /// compiled button's reading (issue 18).
    /// (No bytes: none yet. Kept apart, not as an optional pair, which was copied, holder
    /// and all, to be looked at.)
    var sharedSizingBytes = UnsafeRawBufferPointer(start: nil, count: 0)
    var sharedSizingHolder = ViewDescription(id: "")
    /// The same for text styles: the bytes of the last text style read and a view holding
    /// the text attributes made from them alone, which a view whose style has the same
    /// bytes shares (``ViewDescription/shareTextAttributes(with:)``): a list's labels have
    /// one style, and a box a label was a sixth of a compiled label's reading (issue 18).
    var sharedTextStyleBytes = UnsafeRawBufferPointer(start: nil, count: 0)
    var sharedTextHolder = ViewDescription(id: "")
    /// The style read before the last one, and its holder: views of two alternating
    /// styles share a box of each.
    var earlierTextStyleBytes = UnsafeRawBufferPointer(start: nil, count: 0)
    var earlierTextHolder = ViewDescription(id: "")
    /// Which equations are valid for certain (read once per document, not per equation).
    let rules = EquationRules()
    /// ``CompiledTags/viewKinds``, read once per document.
    let viewKinds = CompiledTags.viewKinds
    /// ``CompiledTags/textStyles``, read once per document (a label's reading of the global
    /// was a `swift_once` call).
    let textStyles = CompiledTags.textStyles
    /// ``SmallASCIIString/isAvailable``, read once per document: whether ``tableString(_:)``
    /// copies short strings without a retain.
    private let copiesSmallStrings = SmallASCIIString.isAvailable

    init(_ payload: UnsafeRawBufferPointer) {
        reader = ByteReader(payload)
    }

    mutating func decodeDocument() throws(DocumentError) -> DocumentDescription {
        try readStrings()
        var document = DocumentDescription()
        document.initialScene = try optionalString()
        let sceneCount = try reader.count(of: "scenes", minimumSize: 7)
        guard sceneCount > 0 else { throw reader.failure("a document needs at least one scene") }
        document.scenes.reserveCapacity(sceneCount)
        var sceneIDs = Set<String>()
        for _ in 0..<sceneCount {
            let scene = try decodeScene()
            guard sceneIDs.insert(scene.id).inserted else { throw reader.failure("scene id \(quoted(scene.id)) is used twice") }
            document.scenes.append(scene)
        }
        let referencedCount = try reader.count(of: "referenced scenes", minimumSize: 8)
        for _ in 0..<referencedCount {
            let name = try nonEmptyString("a referenced scene name")
            guard document.referencedScenes[name] == nil else {
                throw reader.failure("referenced scene \(quoted(name)) is stored twice")
            }
            document.referencedScenes[name] = try decodeScene()
        }
        if !reader.isAtEnd {
            let aliasCount = try reader.count(of: "scene aliases", minimumSize: 2)
            guard aliasCount > 0 else { throw reader.failure("an empty list of scene aliases is never written") }
            for _ in 0..<aliasCount {
                let alias = try nonEmptyString("a scene alias")
                let target = try nonEmptyString("the scene of an alias")
                guard !sceneIDs.contains(alias) else { throw reader.failure("scene alias \(quoted(alias)) is a scene id") }
                guard sceneIDs.contains(target) else {
                    throw reader.failure("scene alias \(quoted(alias)) names \(quoted(target)), which is not a scene of the document")
                }
                guard document.sceneAliases.updateValue(target, forKey: alias) == nil else {
                    throw reader.failure("scene alias \(quoted(alias)) is stored twice")
                }
            }
        }
        guard reader.isAtEnd else { throw reader.failure("\(reader.remaining) bytes follow the document") }
        if let initial = document.initialScene, document.scene(named: initial) == nil {
            throw reader.failure("the initial scene \(quoted(initial)) is not in the document")
        }
        return document
    }

    /// Reads the string table into ``strings`` and ``identifierChecks``, each made in its
    /// list's own storage (appending cost a capacity and a uniqueness check a string). On a
    /// failure the strings made so far are destroyed with their list.
    private mutating func readStrings() throws(DocumentError) {
        let count = try reader.count(of: "strings", minimumSize: 1)
        // Read once for the table: reading the global is a check of its own each time.
        let makesSmallStrings = SmallASCIIString.isAvailable
        var checks = [UInt8](repeating: 2, count: count)
        var failure: DocumentError?
        strings = [String](unsafeUninitializedCapacity: count) { buffer, initialized in
            checks.withUnsafeMutableBufferPointer { checks in
                guard let base = buffer.baseAddress else { return }
                var previous: UnsafeRawBufferPointer?
                var previousWords: SmallASCIIString.Words?
                while initialized < count {
                    let bytes: UnsafeRawBufferPointer
                    var shortWords: SmallASCIIString.Words?
                    if let short = nextShortTableString(after: previous, previousWords) {
                        bytes = short.bytes
                        shortWords = short.words
                    } else {
                        do throws(DocumentError) {
                            bytes = try nextTableString(after: previous)
                        } catch {
                            failure = error
                            return
                        }
                    }
                    previous = bytes
                    previousWords = shortWords
                    // Most strings are short ASCII ids and texts, written in String's small
                    // form, their id check made on its words.
                    if makesSmallStrings, let words = shortWords ?? SmallASCIIString.words(bytes) {
                        SmallASCIIString.initialize(base + initialized, with: words, count: bytes.count)
                        if DocumentDecoder.isIdentifier(words, bytes) { checks[initialized] = 1 }
                    } else {
                        // Invalid UTF-8 (which the checksum rules out, but for a made-up
                        // file) is repaired, as any string would be: the document stays one
                        // JSON could hold.
                        (base + initialized).initialize(to: StringBytes.string(bytes))
                        // Checked here, on the bytes at hand, rather than on the string when used.
                        if DocumentDecoder.isIdentifier(bytes) { checks[initialized] = 1 }
                    }
                    initialized += 1
                }
            }
        }
        if let failure { throw failure }
        identifierChecks = checks
        // No scene (0) and no place (-1 in the low half) yet.
        viewSlots = Array(repeating: 0xFFFF_FFFF, count: count)
    }

    /// The most bytes ``nextShortTableString(after:_:)`` reads: a one-byte length and a
    /// string of the small form's length.
    private static let shortTableStringLimit = 1 + SmallASCIIString.capacity

    /// The table's next string read in one pass when it is at most 15 bytes (nearly all
    /// are), comes after `previous`, and 16 bytes remain: one bounds check
    /// (``ByteReader/window(_:)``) proves its bytes, and the 15 after its length, which give
    /// its ``SmallASCIIString/Words`` when it is ASCII (nil words otherwise). Otherwise nil
    /// with the reader where it was, for ``nextTableString(after:)`` to read it value by
    /// value and name what is wrong. Read value by value, each string took 50 instructions
    /// to find (issue 18). `previousWords` are the words of `previous` when it had them:
    /// two such strings are ordered by their words.
    @inline(__always)
    private mutating func nextShortTableString(after previous: UnsafeRawBufferPointer?,
                                               _ previousWords: SmallASCIIString.Words?)
        -> (bytes: UnsafeRawBufferPointer, words: SmallASCIIString.Words?)? {
        guard let record = reader.window(DocumentDecoder.shortTableStringLimit) else { return nil }
        let length = Int(record.load(as: UInt8.self))
        guard length <= SmallASCIIString.capacity else { return nil }
        let bytes = UnsafeRawBufferPointer(start: record + 1, count: length)
        let words = SmallASCIIString.words(fifteenReadableAt: record + 1, count: length)
        if let previous {
            if let previousWords, let words {
                guard DocumentDecoder.precedes(previousWords, previous.count, words, length) else { return nil }
            } else {
                guard DocumentDecoder.precedes(previous, bytes) else { return nil }
            }
        }
        reader.skip(1 + length)
        return (bytes, words)
    }

    /// ``precedes(_:_:)`` of two strings of at most 15 bytes by their
    /// ``SmallASCIIString/Words``, read big-endian so that the first byte that differs
    /// decides; words that agree (zeros after the bytes) leave the shorter string first.
    @inline(__always)
    static func precedes(_ lhs: SmallASCIIString.Words, _ lhsCount: Int,
                         _ rhs: SmallASCIIString.Words, _ rhsCount: Int) -> Bool {
        let leftLow = lhs.low.byteSwapped, rightLow = rhs.low.byteSwapped
        if leftLow != rightLow { return leftLow < rightLow }
        let leftHigh = lhs.high.byteSwapped, rightHigh = rhs.high.byteSwapped
        if leftHigh != rightHigh { return leftHigh < rightHigh }
        return lhsCount < rhsCount
    }

    /// The bytes of the string table's next string, which must come after `previous`.
    @inline(__always)
    private mutating func nextTableString(after previous: UnsafeRawBufferPointer?) throws(DocumentError) -> UnsafeRawBufferPointer {
        let length = try reader.count(of: "bytes in a string", minimumSize: 1)
        let bytes = try reader.bytes(length)
        if let previous, !DocumentDecoder.precedes(previous, bytes) {
            throw reader.failure("the string table is not in increasing order of distinct strings")
        }
        return bytes
    }

    /// Whether `lhs` comes strictly before `rhs` in the order of their bytes.
    @inline(__always)
    static func precedes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        let common = Swift.min(lhs.count, rhs.count)
        var index = 0
        // Eight bytes at a time while they agree (ids share long prefixes: `title10`, `title11`),
        // read big-endian so that the first byte that differs decides, as in byte order.
        while index + 8 <= common {
            let left = UInt64(bigEndian: lhs.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let right = UInt64(bigEndian: rhs.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if left != right { return left < right }
            index += 8
        }
        // The rest in one more word ending where the shorter one ends (or two half words),
        // overlapping bytes found equal, which cannot decide. A byte at a time, the bytes of
        // `title5` and `title50` took 40 instructions a string (issue 18).
        if index < common {
            if common >= 8 {
                let left = UInt64(bigEndian: lhs.loadUnaligned(fromByteOffset: common - 8, as: UInt64.self))
                let right = UInt64(bigEndian: rhs.loadUnaligned(fromByteOffset: common - 8, as: UInt64.self))
                if left != right { return left < right }
            } else if common >= 4 {
                let leftStart = UInt32(bigEndian: lhs.loadUnaligned(as: UInt32.self))
                let rightStart = UInt32(bigEndian: rhs.loadUnaligned(as: UInt32.self))
                if leftStart != rightStart { return leftStart < rightStart }
                let leftEnd = UInt32(bigEndian: lhs.loadUnaligned(fromByteOffset: common - 4, as: UInt32.self))
                let rightEnd = UInt32(bigEndian: rhs.loadUnaligned(fromByteOffset: common - 4, as: UInt32.self))
                if leftEnd != rightEnd { return leftEnd < rightEnd }
            } else {
                for offset in 0..<common where lhs[offset] != rhs[offset] { return lhs[offset] < rhs[offset] }
            }
        }
        return lhs.count < rhs.count
    }

    // MARK: Strings

    /// String `index` of the table: every string of a document is copied from there (into
    /// views, equations), a short ASCII one without a retain (``SmallASCIIString/copy(of:)``).
    @inline(__always)
    func tableString(_ index: Int) -> String {
        copiesSmallStrings ? SmallASCIIString.copy(of: strings[index]) : strings[index]
    }

    mutating func string() throws(DocumentError) -> String {
        let index = try reader.integer(atMost: strings.count - 1, "a string number")
        return tableString(index)
    }

    mutating func optionalString() throws(DocumentError) -> String? {
        let index = try reader.integer(atMost: strings.count, "a string number")
        return index == 0 ? nil : tableString(index - 1)
    }

    mutating func nonEmptyString(_ what: @autoclosure () -> String) throws(DocumentError) -> String {
        let text = try string()
        guard !text.isEmpty else { throw reader.failure("\(what()) is empty") }
        return text
    }

    /// A view, scene, constraint or segue id, as ``Read/checkIdentifier(_:_:)`` accepts them.
    mutating func identifier() throws(DocumentError) -> String {
        let index = try reader.integer(atMost: strings.count - 1, "a string number")
        return try checkedIdentifier(index)
    }

    /// A view id: an id not used by another view of the scene being read. (Inlined: one
    /// a view.)
    @inline(__always)
    mutating func viewIdentifier() throws(DocumentError) -> String {
        let index = try reader.integer(atMost: strings.count - 1, "a string number")
        let id = try checkedIdentifier(index)
        guard viewSlots[index] >> 32 != sceneTag else {
            throw reader.failure("view id \(quoted(id)) is used twice in a scene")
        }
        viewSlots[index] = sceneTag << 32 | UInt64(viewsRead)
        // Views are fewer than the payload's bytes; wrapping would only spoil a hint.
        viewsRead &+= 1
        return id
    }

    /// The view hint of string `index` (a valid string number) named as an equation's
    /// item: where its view is among its scene's views (``viewSlots``), -1 when it was
    /// never a view's id. Only a hint: the scene takes the view there when it has the id,
    /// so a place from another scene of the document (not checked here: a comparison an
    /// item) only costs that scene a lookup.
    @inline(__always)
    func viewHint(_ index: Int) -> Int32 {
        Int32(truncatingIfNeeded: viewSlots[index])
    }

    /// String `index`, which must be an id (``readStrings()`` checked each string).
    @inline(__always)
    mutating func checkedIdentifier(_ index: Int) throws(DocumentError) -> String {
        guard identifierChecks[index] == 1 else { throw reader.failure("\(quoted(strings[index])) is not a valid id") }
        return tableString(index)
    }

    /// Whether `bytes` spell an id as ``Read/checkIdentifier(_:_:)`` accepts them: ASCII
    /// letters, digits, `_`, `-` and `.`, not empty, not `superview`.
    static func isIdentifier(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !bytes.isEmpty else { return false }
        for byte in bytes {
            let letter = (byte | 0x20) &- 0x61 < 26
            guard letter || byte &- 0x30 < 10 || byte == 0x5F || byte == 0x2D || byte == 0x2E else { return false }
        }
        // Only nine bytes from `s` to `w` can spell `superview`: a string is made for those alone.
        guard bytes.count == 9, bytes[0] == 0x73, bytes[8] == 0x77 else { return true }
        return String(decoding: bytes, as: UTF8.self) != ItemReference.superviewKeyword
    }

    /// ``isIdentifier(_:)`` of the (ASCII) `bytes` whose ``SmallASCIIString/Words`` are
    /// `words`, eight bytes at a time: a byte at a time, the check was a quarter of a
    /// table string's reading (issue 18).
    @inline(__always)
    static func isIdentifier(_ words: SmallASCIIString.Words, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        guard count > 0 else { return false }
        let lowValid = identifierLanes(words.low) & laneMask(Swift.min(count, 8))
        guard lowValid == laneMask(Swift.min(count, 8)) else { return false }
        if count > 8 {
            guard identifierLanes(words.high) & laneMask(count - 8) == laneMask(count - 8) else { return false }
        }
        // Only nine bytes from `s` to `w` can spell `superview`: those take the byte check.
        guard count == 9, words.low & 0xFF == 0x73, words.high & 0xFF == 0x77 else { return true }
        return isIdentifier(bytes)
    }

    /// Per byte of `word` (each below 0x80), its high bit set when the byte may be in an
    /// id: an ASCII letter, a digit, `_`, `-` or `.`.
    @inline(__always)
    private static func identifierLanes(_ word: UInt64) -> UInt64 {
        let letters = lanes(word | 0x2020_2020_2020_2020, from: 0x61, to: 0x7A)
        let digits = lanes(word, from: 0x30, to: 0x39)
        let dashOrDot = lanes(word, from: 0x2D, to: 0x2E)
        let underscore = lanes(word, from: 0x5F, to: 0x5F)
        return letters | digits | dashOrDot | underscore
    }

    /// Per byte of `word` (each below 0x80), its high bit set when the byte is in
    /// `lower...upper`: adding `0x80 - lower` to a byte reaches 0x80 when it is at least
    /// `lower`, adding `0x7F - upper` when it is more than `upper`; no sum carries into
    /// the next byte.
    @inline(__always)
    private static func lanes(_ word: UInt64, from lower: UInt8, to upper: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let atLeastLower = word &+ ones &* UInt64(0x80 &- lower)
        let aboveUpper = word &+ ones &* UInt64(0x7F &- upper)
        return atLeastLower & ~aboveUpper & 0x8080_8080_8080_8080
    }

    /// The high bits of the first `count` (1 to 8) bytes of a word.
    @inline(__always)
    private static func laneMask(_ count: Int) -> UInt64 {
        let bits = UInt64(truncatingIfNeeded: 8 &* count)
        return (count >= 8 ? UInt64.max : (1 &<< bits) &- 1) & 0x8080_8080_8080_8080
    }

    // MARK: Numbers and choices

    /// A finite number of at most 1e9 in magnitude, as documents hold.
    mutating func number(_ what: @autoclosure () -> String) throws(DocumentError) -> Double {
        let value = try reader.double()
        guard Limits.isWithinMagnitude(value) else {
            throw reader.failure("\(what()) is \(value), not a finite number \(Limits.magnitudePhrase)")
        }
        return value
    }

    mutating func nonNegative(_ what: @autoclosure () -> String) throws(DocumentError) -> Double {
        let value = try number(what())
        guard value >= 0 else { throw reader.failure("\(what()) is \(value), less than 0") }
        return value
    }

    mutating func priority(_ what: @autoclosure () -> String) throws(DocumentError) -> Double {
        let value = try number(what())
        guard value >= 1 && value <= 1000 else { throw reader.failure("\(what()) is \(value), not a priority 1...1000") }
        return value
    }

    mutating func choice<T>(_ cases: [T], _ what: @autoclosure () -> String) throws(DocumentError) -> T {
        let code = try reader.byte()
        guard let value = CompiledTags.value(code, in: cases) else {
            throw reader.failure("\(code) is not a \(what())")
        }
        return value
    }

    /// A variant whose values `read` reads.
    @inline(__always)
    mutating func variant<T>(_ read: (inout DocumentDecoder) throws(DocumentError) -> T) throws(DocumentError) -> Variant<T> {
        // Inlined, so that the reading closure is too: most variants are plain values.
        if reader.peek() == CompiledTags.plainVariant {
            _ = try reader.byte()
            return .plain(try read(&self))
        }
        return try sizeClassVariant(read)
    }

    /// ``variant(_:)`` other than a plain value: a size-class map, or a damaged tag.
    private mutating func sizeClassVariant<T>(_ read: (inout DocumentDecoder) throws(DocumentError) -> T) throws(DocumentError) -> Variant<T> {
        switch try reader.byte() {
        case CompiledTags.plainVariant:
            return .plain(try read(&self))
        case CompiledTags.sizeClassVariant:
            let count = try reader.count(of: "size-class entries", minimumSize: 2)
            guard count >= 1 && count <= 9 else { throw reader.failure("a size-class map has \(count) entries, not 1 to 9") }
            var values: [SizeClassKey: T] = [:]
            values.reserveCapacity(count)
            for _ in 0..<count {
                let code = try reader.byte()
                guard let key = CompiledTags.key(code) else { throw reader.failure("\(code) is not a size-class key") }
                guard values[key] == nil else { throw reader.failure("size class \(key) is given twice") }
                values[key] = try read(&self)
            }
            return .sizeClasses(values)
        case let tag:
            throw reader.failure("\(tag) is not a variant tag")
        }
    }

    // MARK: Scenes

    private mutating func decodeScene() throws(DocumentError) -> SceneDescription {
        let id = try identifier()
        // Scene numbers stay far below Int32.max: each scene takes at least 7 bytes of a
        // payload that fits in memory, and the checked add cannot trap here.
        let (next, overflow) = sceneNumber.addingReportingOverflow(1)
        guard !overflow else { throw reader.failure("a compiled document has too many scenes") }
        sceneNumber = next
        viewsRead = 0
        let root = try decodeView()
        var scene = SceneDescription(id: id, root: root)
        let constraintCount = try reader.count(of: "constraints", minimumSize: 4)
        scene.constraints = try decodeConstraints(count: constraintCount)
        let dockCount = try reader.count(of: "dock views", minimumSize: 5)
        scene.dock.reserveCapacity(dockCount)
        for _ in 0..<dockCount {
            scene.dock.append(try decodeView())
        }
        let segueCount = try reader.count(of: "segues", minimumSize: 4)
        scene.segues.reserveCapacity(segueCount)
        for _ in 0..<segueCount {
            let segueID = try identifier()
            let from = try nonEmptyString("a segue's view")
            let to = try nonEmptyString("a segue's scene")
            let kind = try nonEmptyString("a segue's kind")
            scene.segues.append(SegueDescription(id: segueID, from: from, to: to, kind: kind))
        }
        if try reader.bool() {
            let insets = EdgeInsets(top: try number("an additional safe-area inset"), left: try number("an additional safe-area inset"),
                                    bottom: try number("an additional safe-area inset"), right: try number("an additional safe-area inset"))
            for side in [insets.top, insets.left, insets.bottom, insets.right] where side < 0 {
                throw reader.failure("an additional safe-area inset is \(side), less than 0")
            }
            scene.viewController = ViewControllerDescription(additionalSafeAreaInsets: insets,
                                                             respectsSystemMinimumLayoutMargins: try reader.bool())
        }
        return scene
    }
}
