// libFuzzer target: bytes -> DocumentLoader. A document that loads has every scene
// instantiated and laid out at a few sizes and traits; the same bytes are also read as a
// single constraint (the form `trellis_scene_add_constraint` takes), and the JSON tape's
// reading of them is compared with cJSON's. Loading may throw, never trap. Built by
// Fuzz/build.sh, run by Fuzz/run.sh.
import TrellisCore
@testable import TrellisDocument
#if canImport(Glibc)
import Glibc
#endif

/// TRELLIS_FUZZ_TRACE=1 prints what happens to each input (for reading a crash input).
let tracing = getenv("TRELLIS_FUZZ_TRACE") != nil

/// Writes a trace line to stderr, unbuffered (a crash must not lose it).
func trace(_ line: String) { fputs(line + "\n", stderr) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    // The JSON tape reads exactly what cJSON reads (JSONTape.swift).
    if let difference = JSONTapeCrossCheck.difference(bytes) {
        check(false, "the JSON tape and cJSON disagree: \(difference)")
    }
    _ = try? DocumentLoader.loadConstraint(json: String(decoding: bytes, as: UTF8.self))
    let document: DocumentDescription
    do {
        document = try DocumentLoader.load(json: bytes, baseDirectory: nil)
    } catch {
        if tracing { trace("load: \(error.message)") }
        check(error.message.hasPrefix("$"), "a document error starts with its JSON path: \(error.message)")
        return 0
    }
    // An equation string whose text the loader did not keep (its one-pass reading found
    // it canonical, issue 18) states that text from its equation: the text must parse
    // back to the same equation, or `source` would misquote the document.
    for scene in document.scenes {
        for constraint in scene.constraints where constraint.writtenAsStated && constraint.writtenSource == nil {
            guard case .equation(let equation) = constraint.form else { continue }
            check((try? Equation(parsing: constraint.source)) == equation,
                  "a constraint stated from its equation does not parse back to it: \(constraint.source)")
        }
    }
    let sceneIDs = document.scenes.map(\.id) + document.referencedScenes.keys.sorted()
    if tracing { trace("loaded scenes \(sceneIDs)") }
    for id in sceneIDs {
        let scene: Scene
        do {
            scene = try Scene(document: document, sceneID: id)
        } catch {
            if tracing { trace("scene \(id): \(error.message)") }
            continue  // a scene the document validates can still be refused (e.g. conflicting ids)
        }
        for (width, height, horizontal, vertical) in [(320.0, 568.0, SizeClass.compact, SizeClass.regular),
                                                      (1024.0, 768.0, .regular, .regular),
                                                      (0.0, 0.0, .compact, .compact)] {
            try? scene.setSize(width: width, height: height)
            scene.setSizeClasses(horizontal: horizontal, vertical: vertical)
            try? scene.layout()
            _ = scene.framesInRoot
        }
        scene.setLayoutDirection(.rightToLeft)
        scene.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        try? scene.layout()
        _ = scene.diagnostics()
        if let rootID = scene.viewID(at: 0) {
            _ = try? scene.fittingSize(of: rootID, width: nil)
            _ = try? scene.fittingSize(of: rootID, width: 200)
        }
        // Tables measure their rows' cells (imported storyboards' prototypes among them) only
        // when a host reads the rows.
        for table in document.scene(named: id)?.root.tableIDs ?? [] {
            let rows = (try? scene.tableRowCount(table)) ?? 0
            for row in 0..<min(rows, 3) { _ = try? scene.tableRowFrame(table, row: row) }
        }
    }
    return 0
}

/// A broken promise of the API: crash so that libFuzzer keeps the input.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz check failed: \(message())") }
}

extension ViewDescription {
    /// The ids of the table views in this subtree.
    var tableIDs: [String] {
        var ids: [String] = []
        var pending = [self]
        while let view = pending.popLast() {
            if view.table != nil { ids.append(view.id) }
            pending.append(contentsOf: view.subviews)
            pending.append(contentsOf: view.arranged)
        }
        return ids
    }
}
