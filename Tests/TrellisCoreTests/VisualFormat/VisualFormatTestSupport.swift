import XCTest
@testable import TrellisCore

/// Helpers shared by the visual-format tests: expansions as equation strings, and errors.
extension XCTestCase {
    /// The equations `format` expands to, as canonical equation text (`a.width == 44`).
    func visualEquations(_ format: String, options: [String] = [], metrics: [String: Double] = [:],
                         namePrefix: String = "", file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            return try VisualFormatExpander.expand(format, options: options, metrics: metrics, namePrefix: namePrefix)
                .map(\.equation.description)
        } catch {
            XCTFail("\(format): \(error)", file: file, line: line)
            return []
        }
    }

    /// The error expanding `format` throws (nil, with a failure, when it expands).
    func visualError(_ format: String, options: [String] = [], metrics: [String: Double] = [:],
                     file: StaticString = #filePath, line: UInt = #line) -> VisualFormatError? {
        do {
            let constraints = try VisualFormatExpander.expand(format, options: options, metrics: metrics)
            XCTFail("\(format) expanded to \(constraints.map(\.equation.description))", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// The parse error of `format` (nil, with a failure, when it parses).
    func visualParseError(_ format: String, file: StaticString = #filePath, line: UInt = #line) -> VisualFormatError? {
        do {
            let parsed = try VisualFormatParser.parse(format)
            XCTFail("\(format) parsed as \(parsed)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// The parsed format (nil, with a failure, when it does not parse).
    func visualParse(_ format: String, file: StaticString = #filePath, line: UInt = #line) -> VisualFormat? {
        do {
            return try VisualFormatParser.parse(format)
        } catch {
            XCTFail("\(format): \(error)", file: file, line: line)
            return nil
        }
    }
}
