import XCTest
@testable import TrellisDocument
import TrellisCore
#if canImport(Glibc)
import Glibc
#endif

/// A one-scene document around `root`, with `constraints` and extra scene or document fields.
func document(root: String = #"{"id": "root"}"#, constraints: String = "[]",
              scene: String = "", top: String = "") -> String {
    """
    {"format": "trellis/1",\(top) "scenes": [{"id": "main", "root": \(root), "constraints": \(constraints)\(scene)}]}
    """
}

/// A document whose root has the given subviews.
func document(subviews: String, constraints: String = "[]") -> String {
    document(root: #"{"id": "root", "subviews": [\#(subviews)]}"#, constraints: constraints)
}

func loadError(_ json: String, baseDirectory: String? = nil,
               file: StaticString = #filePath, line: UInt = #line) -> DocumentError? {
    do {
        _ = try DocumentLoader.load(json: json, baseDirectory: baseDirectory)
        XCTFail("the document loaded", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

func assertError(_ json: String, _ kind: DocumentError.Kind, _ message: String, baseDirectory: String? = nil,
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let error = loadError(json, baseDirectory: baseDirectory, file: file, line: line) else { return }
    XCTAssertEqual(error.message, message, file: file, line: line)
    XCTAssertEqual(error.kind, kind, "kind of \(error.message)", file: file, line: line)
}

func assertSchemaError(_ json: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    assertError(json, .schema, message, file: file, line: line)
}

func load(_ json: String, baseDirectory: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> DocumentDescription? {
    do {
        return try DocumentLoader.load(json: json, baseDirectory: baseDirectory)
    } catch {
        XCTFail(error.message, file: file, line: line)
        return nil
    }
}

/// A fresh temporary directory for files the test writes.
func makeTemporaryDirectory() -> String {
    var template = Array("/tmp/trellis-document-tests-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
        guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
        return String(cString: result)
    }
    return made ?? "/tmp"
}

func writeFile(_ path: String, _ contents: String) {
    guard let file = fopen(path, "wb") else {
        XCTFail("cannot write \(path)")
        return
    }
    fputs(contents, file)
    fclose(file)
}

func removeDirectory(_ path: String, files: [String]) {
    for name in files { unlink(path + "/" + name) }
    rmdir(path)
}

/// The project's example documents with expected frames (Tests/Fixtures/examples/README.md).
let examplesDirectory: String = {
    var path = "\(#filePath)"
    for _ in 0..<2 {
        if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
    }
    return path + "/Fixtures/examples"
}()

/// The example documents (not their `.expected.json` companions). They are part of the
/// repository, so a missing folder fails the calling test instead of skipping it.
func exampleDocumentNames(file: StaticString = #filePath, line: UInt = #line) -> [String] {
    guard let directory = opendir(examplesDirectory) else {
        XCTFail("no example documents at \(examplesDirectory)", file: file, line: line)
        return []
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name.hasSuffix(".json") && !name.hasSuffix(".expected.json") {
            names.append(name)
        }
    }
    return names.sorted()
}

func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        bytes.append(contentsOf: chunk[0..<count])
        if count < chunk.count { break }
    }
    return bytes
}

/// Loads raw bytes (which a String could not hold).
func loadBytes(_ bytes: [UInt8]) -> Result<DocumentDescription, DocumentError> {
    bytes.withUnsafeBytes { buffer in
        do throws(DocumentError) {
            return .success(try DocumentLoader.load(json: buffer, baseDirectory: nil))
        } catch {
            return .failure(error)
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
