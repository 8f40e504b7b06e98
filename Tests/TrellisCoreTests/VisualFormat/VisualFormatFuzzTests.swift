import XCTest
@testable import TrellisCore

/// Deterministic random formats: arbitrary strings from the VFL alphabet never trap and
/// fail with a well-formed error; generated valid formats always expand to valid equations.
final class VisualFormatFuzzTests: XCTestCase {
    /// SplitMix64, so every run sees the same inputs.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    private static let alphabet: [String] = [
        "H:", "V:", "H", "V", ":", "|", "|", "-", "-", "-", "[", "[", "]", "]", "(", ")", "a", "b", "c", "pad",
        "pri", "big", "nan", "inf", "superview", "==", "<=", ">=", "=", "<", ">", "@", ",", "0", "1", "8", "44",
        "750", "1000", "1001", ".", "5", "e", "E", "x", "0x", "p", "+", " ", "\t", "\n", "é", "🙂", "\u{0}",
        "1e9", "1e10", "1e999", "-5", "_", "[a]", "[b(==a)]", "-(>=8@pri)-", "(", "-(-5)-",
    ]

    private static let metrics: [String: Double] = ["pad": 12, "pri": 750, "big": 1e300, "nan": .nan, "m": 4, "p": 500]

    private func checkExpansion(_ constraints: [VisualFormatConstraint], of format: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        let limit = format.unicodeScalars.count + 1
        for (offset, constraint) in constraints.enumerated() {
            let equation = constraint.equation
            XCTAssertEqual(constraint.index, offset, file: file, line: line)
            XCTAssertEqual(constraint.source, "\(format) #\(offset)", file: file, line: line)
            XCTAssertTrue((1...limit).contains(constraint.column), "\(format): column \(constraint.column)", file: file, line: line)
            XCTAssertNotEqual(equation.first.item, .superview, format, file: file, line: line)
            XCTAssertNoThrow(try equation.validate(), "\(format): \(equation)", file: file, line: line)
        }
    }

    private func checkError(_ error: VisualFormatError, of format: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(error.format, format, file: file, line: line)
        XCTAssertFalse(error.message.isEmpty, file: file, line: line)
        XCTAssertFalse(error.message.contains("\n"), "\(format): \(error.message)", file: file, line: line)
        if let column = error.column {
            XCTAssertTrue((1...(format.unicodeScalars.count + 1)).contains(column), "\(format): column \(column)",
                          file: file, line: line)
            XCTAssertEqual(error.description.split(separator: "\n", omittingEmptySubsequences: false).count, 3,
                           format, file: file, line: line)
        } else {
            XCTAssertEqual(error.description, error.message, file: file, line: line)
        }
    }

    func testRandomStringsNeverTrap() {
        var random = Random(state: 0x5EED_F00D)
        var expanded = 0
        for _ in 0..<20_000 {
            var format = ""
            for _ in 0..<random.below(16) { format += random.pick(Self.alphabet) }
            var options: [String] = []
            for _ in 0..<random.below(3) { options.append(random.pick(VisualFormatOptions.allNames + ["bogus"])) }
            do {
                let constraints = try VisualFormatExpander.expand(format, options: options, metrics: Self.metrics,
                                                                  namePrefix: random.chance(20) ? "p." : "")
                checkExpansion(constraints, of: format)
                expanded += 1
            } catch {
                checkError(error, of: format)
            }
        }
        XCTAssertGreaterThan(expanded, 20)  // the alphabet reaches the success paths too
    }

    // MARK: Generated valid formats

    private struct Generated {
        var text = ""
        var count = 0
    }

    private func space(_ random: inout Random) -> String {
        random.chance(15) ? random.pick([" ", "  ", "\t", "\n"]) : ""
    }

    private func predicateList(_ random: inout Random, viewNames: [String]?) -> (text: String, count: Int) {
        let count = 1 + random.below(3)
        var parts: [String] = []
        for _ in 0..<count {
            var objects = ["0", "12", "1.5", "-3", "1e2", "0x10", ".5", "m"]
            if let viewNames { objects += viewNames }
            var part = random.pick(["", "==", "<=", ">="]) + space(&random) + random.pick(objects)
            if random.chance(40) { part += space(&random) + "@" + random.pick(["1", "250", "750", "999.5", "1000", "p"]) }
            parts.append(part)
        }
        return ("(" + parts.joined(separator: "," + space(&random)) + ")", count)
    }

    /// A connection and how many equations it yields.
    private func connection(_ random: inout Random) -> (text: String, count: Int) {
        switch random.below(5) {
        case 0: return ("", 1)
        case 1: return ("-", 1)
        case 2: return ("-" + random.pick(["8", "0", "m", "2.5", "1e1"]) + "-", 1)
        default:
            let list = predicateList(&random, viewNames: nil)
            return ("-" + list.text + "-", list.count)
        }
    }

    private func generate(_ random: inout Random, orientation: String, alignments: Int) -> Generated {
        var generated = Generated()
        generated.text = orientation + space(&random)
        if random.chance(60) {
            let leading = connection(&random)
            generated.text += "|" + space(&random) + leading.text + space(&random)
            generated.count += leading.count
        }
        let names = ["a", "b", "c", "d", "_e1"]
        var viewNames: [String] = []
        for index in 0..<(1 + random.below(5)) {
            if index > 0 {
                let between = connection(&random)
                generated.text += between.text + space(&random)
                generated.count += between.count
            }
            let name = random.pick(names)
            viewNames.append(name)
            generated.text += "[" + space(&random) + name
            if random.chance(40) {
                let list = predicateList(&random, viewNames: names)
                generated.text += space(&random) + list.text
                generated.count += list.count
            }
            generated.text += space(&random) + "]" + space(&random)
        }
        if random.chance(60) {
            let trailing = connection(&random)
            generated.text += trailing.text + space(&random) + "|"
            generated.count += trailing.count
        }
        if let first = viewNames.first {
            generated.count += alignments * viewNames.dropFirst().filter { $0 != first }.count
        }
        return generated
    }

    func testGeneratedValidFormatsExpandToValidEquations() throws {
        var random = Random(state: 0xC0FFEE)
        for _ in 0..<5_000 {
            let orientation = random.pick(["", "H:", "V:"])
            let axis = orientation == "V:" ? LayoutAxis.vertical : .horizontal
            var options = VisualFormatOptions.alignments.filter { $0.attribute.axis != axis && random.chance(25) }
                .compactMap { entry in VisualFormatOptions.named.first { $0.option == entry.option }?.name }
            let alignmentCount = options.count
            if random.chance(50) {
                options.append(random.pick(["directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft"]))
            }
            let generated = generate(&random, orientation: orientation, alignments: alignmentCount)
            let prefix = random.chance(30) ? "cell." : ""
            do {
                let constraints = try VisualFormatExpander.expand(generated.text, options: options,
                                                                  metrics: Self.metrics, namePrefix: prefix)
                XCTAssertEqual(constraints.count, generated.count, "\(generated.text) \(options)")
                checkExpansion(constraints, of: generated.text)
                for constraint in constraints where prefix.isEmpty {
                    XCTAssertEqual(try Equation(parsing: constraint.equation.description), constraint.equation)
                }
            } catch {
                XCTFail("\(generated.text) \(options): \(error)")
            }
        }
    }

    func testMutatedValidFormatsNeverTrap() {
        var random = Random(state: 0xBAD_5EED)
        var outcomes = (expanded: 0, failed: 0)
        for _ in 0..<10_000 {
            var scalars = Array(generate(&random, orientation: random.pick(["", "H:", "V:"]), alignments: 0).text.unicodeScalars)
            for _ in 0..<(1 + random.below(3)) {
                let index = random.below(scalars.count + 1)
                switch random.below(3) {
                case 0:
                    scalars.insert(contentsOf: random.pick(Self.alphabet).unicodeScalars, at: index)
                case 1 where index < scalars.count:
                    scalars.remove(at: index)
                default:
                    if index < scalars.count {
                        scalars[index] = random.pick(Array("|-[]()=<>@,:.0e8xaHV ".unicodeScalars))
                    }
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            let format = String(view)
            let options = random.chance(30) ? [random.pick(VisualFormatOptions.allNames)] : []
            do {
                checkExpansion(try VisualFormatExpander.expand(format, options: options, metrics: Self.metrics), of: format)
                outcomes.expanded += 1
            } catch {
                checkError(error, of: format)
                outcomes.failed += 1
            }
        }
        XCTAssertGreaterThan(outcomes.expanded, 500)
        XCTAssertGreaterThan(outcomes.failed, 1_000)
    }
}
