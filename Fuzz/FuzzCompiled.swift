// libFuzzer target: bytes -> the compiled-document loader (CompiledFormat.load).
//
// Every input is loaded twice: as it is, so that the header checks (signature, version,
// length, checksum) meet damaged headers, and with a header made to fit it, so that the
// mutations reach the payload decoder the way a crafted file would. A load may fail, with
// a parse error whose message starts with "$: ", and must never trap. A document that
// loads must compile back to bytes that load to an equal document, and every scene of it
// is made (which may be refused), laid out at a few sizes and traits, checked as the scene
// target checks after a layout (SceneOperations.swift; TRELLIS_FUZZ_STRICT=1 adds finite
// frames and solver invariants), diagnosed, fitted and freed.
//
// TRELLIS_FUZZ_WRITE_SEEDS=DIR: write the compiled form of every JSON document named on
// the command line into DIR and exit (Fuzz/run.sh seeds the corpus this way, so seeds
// always have the current format version). Built by Fuzz/build.sh, run by Fuzz/run.sh.
import TrellisCore
@testable import TrellisDocument
#if canImport(Glibc)
import Glibc
#endif

let tracing = getenv("TRELLIS_FUZZ_TRACE") != nil

/// Writes a trace line to stderr, unbuffered (a crash must not lose it).
func trace(_ line: String) { fputs(line + "\n", stderr) }

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<Int32>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    guard let directory = getenv("TRELLIS_FUZZ_WRITE_SEEDS").map({ String(cString: $0) }) else { return 0 }
    for index in 1..<Int(argc.pointee) {
        guard let argument = argv.pointee?[index].map({ String(cString: $0) }), argument.hasSuffix(".json") else { continue }
        do {
            let bytes = try DocumentLoader.compileFile(path: argument)
            let name = String(argument.split(separator: "/").last ?? "seed").dropLast(5)
            let path = "\(directory)/\(name).trellisc"
            guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        } catch {
            fputs("seed \(argument) does not compile: \(error.message)\n", stderr)
        }
    }
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    exercise(bytes, "as is")
    guard size >= CompiledFormat.headerLength else { return 0 }
    var fitted = Array(bytes)
    for (index, byte) in CompiledFormat.signature.enumerated() { fitted[index] = byte }
    var header: [UInt8] = []
    CompiledFormat.appendLittleEndian(&header, UInt64(CompiledFormat.version), size: 4)
    CompiledFormat.appendLittleEndian(&header, UInt64(size - CompiledFormat.headerLength), size: 8)
    let sum = fitted.withUnsafeBytes { CompiledFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[CompiledFormat.headerLength...])) }
    CompiledFormat.appendLittleEndian(&header, sum, size: 8)
    fitted.replaceSubrange(12..<CompiledFormat.headerLength, with: header)
    fitted.withUnsafeBytes { exercise($0, "with a fitted header") }
    return 0
}

func exercise(_ bytes: UnsafeRawBufferPointer, _ how: String) {
    let document: DocumentDescription
    do {
        document = try CompiledFormat.load(bytes)
    } catch {
        if tracing { trace("load \(how): \(error.message)") }
        check(error.kind == .parse, "a compiled document fails to load with \(error.kind), not .parse: \(error.message)")
        check(error.message.hasPrefix("$: "), "a compiled document's error starts with \"$: \": \(error.message)")
        return
    }
    if tracing { trace("loaded \(how): scenes \(document.scenes.map(\.id)), referenced \(document.referencedScenes.keys.sorted())") }
    checkRoundTrip(document)
    let sceneIDs = document.scenes.map(\.id) + document.referencedScenes.keys.sorted()
    for id in sceneIDs {
        let scene: Scene
        do {
            scene = try Scene(document: document, sceneID: id)
        } catch {
            if tracing { trace("scene \(id): \(error.message)") }
            continue  // a decoded document can still be refused by the scene (unknown views, ids used twice)
        }
        acceptedHugeValue = false
        for (width, height, horizontal, vertical) in [(320.0, 568.0, SizeClass.compact, SizeClass.regular),
                                                      (1024.0, 768.0, .regular, .regular),
                                                      (0.0, 0.0, .compact, .compact)] {
            try? scene.setSize(width: width, height: height)
            scene.setSizeClasses(horizontal: horizontal, vertical: vertical)
            try? scene.layout()
            checkAfterLayout(scene, strict: strictChecks)
        }
        scene.setLayoutDirection(.rightToLeft)
        scene.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        try? scene.layout()
        checkAfterLayout(scene, strict: strictChecks)
        _ = scene.diagnostics()
        if let rootID = scene.viewID(at: 0) {
            _ = try? scene.fittingSize(of: rootID, width: nil)
            _ = try? scene.fittingSize(of: rootID, width: 200)
        }
    }
}

/// A document that loads compiles to bytes that load to the same document.
func checkRoundTrip(_ document: DocumentDescription) {
    let bytes = CompiledFormat.compile(document)
    let result = bytes.withUnsafeBytes { buffer in
        Result { () throws(DocumentError) in try CompiledFormat.load(buffer) }
    }
    guard case .success(let again) = result else {
        check(false, "a loaded compiled document compiles to bytes that do not load: \(result)")
        return
    }
    check(again.initialScene == document.initialScene, "the initial scene changes in a round trip")
    check(again.scenes == document.scenes, "scenes change in a round trip")
    check(again.referencedScenes == document.referencedScenes, "referenced scenes change in a round trip")
    check(again.sceneAliases == document.sceneAliases, "scene aliases change in a round trip")
    for (alias, id) in again.sceneAliases {
        check(again.scene(named: alias) != nil, "alias \(alias) names \(id), which is not a scene of the document")
    }
    check(CompiledFormat.compile(again) == bytes, "a document compiles to other bytes the second time")
}
