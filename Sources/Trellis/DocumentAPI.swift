import TrellisCore
import TrellisDocument

/// The `trellis_document_*` functions. A document is immutable once loaded, so its C
/// strings are made once, at load, and it can be shared across threads.
final class DocumentHandleBox {
    let document: DocumentDescription
    let sceneIDs: [OwnedCString]
    let seguesJSON: OwnedCString

    init(_ document: DocumentDescription) {
        self.document = document
        sceneIDs = document.scenes.map { OwnedCString($0.id) }
        seguesJSON = OwnedCString(document.seguesOutput.text)
    }
}

/// A `trellis_document *` as Swift sees it.
public typealias DocumentHandle = OpaquePointer

func documentBox(_ handle: DocumentHandle?) throws(CallError) -> DocumentHandleBox {
    guard let handle else { throw CallError(.argument, "document is NULL") }
    return Unmanaged<DocumentHandleBox>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
}

extension CallError {
    init(_ error: DocumentError) {
        switch error.kind {
        case .parse: self.init(.parse, error.message)
        case .schema: self.init(.schema, error.message)
        case .io: self.init(.io, error.message)
        }
    }
}

/// Runs a loader call, turning its error into a C status and message.
func documentCall<T>(_ body: () throws(DocumentError) -> T) throws(CallError) -> T {
    do {
        return try body()
    } catch {
        throw CallError(error)
    }
}

private func handOut(_ document: DocumentDescription, _ out: UnsafeMutablePointer<DocumentHandle?>) {
    out.pointee = DocumentHandle(Unmanaged.passRetained(DocumentHandleBox(document)).toOpaque())
}

/// `trellis_document_load` (Include/trellis.h states its contract): loads a document from JSON text (or compiled bytes).
@c(trellis_document_load)
public func trellis_document_load(_ json: UnsafePointer<CChar>?, _ length: Int,
                                  _ out: UnsafeMutablePointer<DocumentHandle?>?) -> Int32 {
    exported { () throws(CallError) in
        let out = try requirePointer(out, "out")
        let json = try requirePointer(json, "json")
        guard length >= 0 else { throw CallError(.argument, "length must be >= 0") }
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(json), count: length)
        handOut(try documentCall { () throws(DocumentError) in
            try DocumentLoader.load(json: bytes, baseDirectory: nil)
        }, out)
    }
}

/// `trellis_document_load_file` (Include/trellis.h states its contract): loads a document file, JSON or compiled.
@c(trellis_document_load_file)
public func trellis_document_load_file(_ path: UnsafePointer<CChar>?,
                                       _ out: UnsafeMutablePointer<DocumentHandle?>?) -> Int32 {
    exported { () throws(CallError) in
        let out = try requirePointer(out, "out")
        let path = try requireString(path, "path")
        handOut(try documentCall { () throws(DocumentError) in try DocumentLoader.loadFile(path: path) }, out)
    }
}

/// `trellis_document_free` (Include/trellis.h states its contract): frees a document (NULL: nothing).
@c(trellis_document_free)
public func trellis_document_free(_ handle: DocumentHandle?) {
    guard let handle else { return }
    Unmanaged<DocumentHandleBox>.fromOpaque(UnsafeRawPointer(handle)).release()
}

/// `trellis_document_scene_count` (Include/trellis.h states its contract): the number of scenes in a document.
@c(trellis_document_scene_count)
public func trellis_document_scene_count(_ handle: DocumentHandle?) -> Int {
    do throws(CallError) {
        return try documentBox(handle).sceneIDs.count
    } catch {
        LastError.set(error.message)
        return 0
    }
}

/// `trellis_document_scene_id` (Include/trellis.h states its contract): the id of scene number `index`.
@c(trellis_document_scene_id)
public func trellis_document_scene_id(_ handle: DocumentHandle?, _ index: Int) -> UnsafePointer<CChar>? {
    guard let box = try? documentBox(handle), index >= 0, index < box.sceneIDs.count else {
        LastError.set(handle == nil ? "document is NULL" : "scene index \(index) out of range")
        return nil
    }
    return box.sceneIDs[index].cString
}

/// `trellis_document_segues` (Include/trellis.h states its contract): the document's segues, as JSON.
@c(trellis_document_segues)
public func trellis_document_segues(_ handle: DocumentHandle?) -> UnsafePointer<CChar>? {
    guard let box = try? documentBox(handle) else {
        LastError.set("document is NULL")
        return nil
    }
    return box.seguesJSON.cString
}

/// `trellis_document_compile` (Include/trellis.h states its contract): writes the document's compiled form into a buffer.
@c(trellis_document_compile)
public func trellis_document_compile(_ handle: DocumentHandle?, _ buffer: UnsafeMutablePointer<UInt8>?, _ capacity: Int,
                                     _ length: UnsafeMutablePointer<Int>?) -> Int32 {
    exported { () throws(CallError) in
        let box = try documentBox(handle)
        let length = try requirePointer(length, "length")
        guard capacity >= 0 else { throw CallError(.argument, "capacity must be >= 0") }
        let bytes = CompiledFormat.compile(box.document)
        length.pointee = bytes.count
        guard capacity >= bytes.count else {
            throw CallError(.argument, "the compiled document needs \(bytes.count) bytes, the buffer holds \(capacity)")
        }
        let buffer = try requirePointer(buffer, "buffer")
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            buffer.update(from: base, count: source.count)
        }
    }
}
