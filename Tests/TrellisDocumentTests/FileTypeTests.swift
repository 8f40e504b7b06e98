import XCTest
@testable import TrellisDocument
#if canImport(Glibc)
import Glibc
#endif

/// Documents are read only from regular files: a FIFO named by an untrusted document would
/// block `open` until a writer came, hanging the host; devices may never end or have side
/// effects. Both are refused before they are opened (FileSystem.read).
final class FileTypeTests: XCTestCase {
    private var directory = ""

    override func setUp() {
        directory = makeTemporaryDirectory()
    }

    override func tearDown() {
        removeDirectory(directory, files: ["pipe.json"])
    }

    func testAReferenceToAFIFOIsRefusedWithoutBlocking() throws {
        guard mkfifo(directory + "/pipe.json", 0o600) == 0 else { throw XCTSkip("mkfifo failed") }
        let json = #"{"format": "trellis/1", "references": {"pipe": "pipe.json"}, "scenes": [{"id": "m", "root": {"id": "r"}}]}"#
        assertError(json, .io, #"$.references.pipe: cannot read "\#(directory)/pipe.json": not a regular file but a FIFO (named pipe); documents are read only from regular files"#,
                    baseDirectory: directory)
    }

    func testLoadingAFIFOOrADeviceIsRefused() throws {
        guard mkfifo(directory + "/pipe.json", 0o600) == 0 else { throw XCTSkip("mkfifo failed") }
        for (path, what) in [(directory + "/pipe.json", "a FIFO (named pipe)"), ("/dev/zero", "a character device")] {
            do {
                _ = try DocumentLoader.loadFile(path: path)
                XCTFail("loaded \(path)")
            } catch {
                XCTAssertEqual(error.kind, .io)
                XCTAssertEqual(error.message, #"$: cannot read "\#(path)": not a regular file but \#(what); documents are read only from regular files"#)
            }
        }
    }
}
