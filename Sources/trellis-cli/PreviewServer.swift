import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// The preview's HTTP server: SwiftNIO on 127.0.0.1 only, one event-loop thread. It answers
/// a fixed set of routes (the page's assets, the layout data, the event stream) and 404 to
/// anything else; it reads no file on a request's behalf.
enum PreviewServer {
    /// How often the document's folder is looked at for a save.
    static let pollInterval = TimeAmount.milliseconds(200)
    /// How often an idle event stream gets a comment, so a closed page is noticed.
    static let keepAliveTicks = 50

    /// Binds the server to 127.0.0.1:`port` (0: a free port) and starts watching the
    /// document; returns the channel and the port bound.
    static func start(session: PreviewSession, port: Int) throws -> (channel: Channel, port: Int) {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let hub = PreviewEventHub()
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(PreviewHTTPHandler(session: session, hub: hub))
                }
            }
            .childChannelOption(.socketOption(.so_reuseaddr), value: 1)
        let channel: Channel
        do {
            channel = try bootstrap.bind(host: "127.0.0.1", port: port).wait()
        } catch {
            throw CLIError("cannot listen on 127.0.0.1:\(port): \(error)")
        }
        let watcher = PreviewWatcherBox(PreviewWatcher(document: session.options.document))
        let ticks = NIOLockedValueBox(0)
        channel.eventLoop.scheduleRepeatedTask(initialDelay: pollInterval, delay: pollInterval) { _ in
            if watcher.changed() {
                session.reload()
                hub.broadcast("event: reload\ndata: \(session.currentGeneration)\n\n")
            }
            let tick = ticks.withLockedValue { value in
                value += 1
                return value
            }
            if tick % keepAliveTicks == 0 { hub.broadcast(": keep-alive\n\n") }
        }
        return (channel, channel.localAddress?.port ?? port)
    }
}

/// The watcher, touched only by the repeated task on the server's one event loop.
private final class PreviewWatcherBox: @unchecked Sendable {
    private var watcher: PreviewWatcher
    init(_ watcher: PreviewWatcher) { self.watcher = watcher }
    func changed() -> Bool { watcher.changed() }
}

/// The open event streams (`/events`), told when the document changed.
final class PreviewEventHub: Sendable {
    private let channels = NIOLockedValueBox<[ObjectIdentifier: Channel]>([:])

    func add(_ channel: Channel) {
        let key = ObjectIdentifier(channel)
        channels.withLockedValue { $0[key] = channel }
        channel.closeFuture.whenComplete { [weak self] _ in
            self?.channels.withLockedValue { _ = $0.removeValue(forKey: key) }
        }
    }

    /// Sends `text` (one server-sent event) to every open stream.
    func broadcast(_ text: String) {
        for channel in channels.withLockedValue({ Array($0.values) }) {
            let buffer = channel.allocator.buffer(string: text)
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer)), promise: nil)
        }
    }
}

/// Answers one connection's requests.
final class PreviewHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let session: PreviewSession
    private let hub: PreviewEventHub
    private var head: HTTPRequestHead?

    init(session: PreviewSession, hub: PreviewEventHub) {
        self.session = session
        self.hub = hub
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
        case .body:
            // No route takes a body; it is dropped as it arrives.
            break
        case .end:
            guard let head else { return }
            self.head = nil
            respond(to: head, context: context)
        }
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let request = PreviewRequest(target: head.uri)
        guard head.method == .GET, PreviewHTTPHandler.isLoopbackHost(head.headers["Host"].first) else {
            return send(context, head, status: .notFound, type: "text/plain; charset=utf-8", body: "not found\n")
        }
        switch request.path {
        case "/", "/index.html":
            send(context, head, status: .ok, type: "text/html; charset=utf-8", body: PreviewAssets.html)
        case "/preview.css":
            send(context, head, status: .ok, type: "text/css; charset=utf-8", body: PreviewAssets.css)
        case "/preview.js":
            send(context, head, status: .ok, type: "text/javascript; charset=utf-8", body: PreviewAssets.script)
        case "/api/layout":
            send(context, head, status: .ok, type: "application/json", body: session.layoutJSON(query: request.query))
        case "/api/freeform":
            send(context, head, status: .ok, type: "application/json", body: session.freeformJSON(query: request.query))
        case "/api/explain":
            send(context, head, status: .ok, type: "application/json", body: session.explainJSON(query: request.query))
        case "/events":
            openEventStream(context, head)
        default:
            send(context, head, status: .notFound, type: "text/plain; charset=utf-8", body: "not found\n")
        }
    }

    /// True for a Host header naming the loopback address (any port). A page of another site
    /// whose name an attacker points at 127.0.0.1 (DNS rebinding) sends its own name and is
    /// refused, so it cannot read the layouts.
    static func isLoopbackHost(_ host: String?) -> Bool {
        guard let host else { return false }
        let text = Substring(host.lowercased())
        let name: Substring
        let rest: Substring
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            name = text[...close]
            rest = text[text.index(after: close)...]
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            rest = text[colon...]
        } else {
            name = text
            rest = ""
        }
        let portIsValid = rest.isEmpty || (rest.count > 1 && rest.count <= 6 && rest.dropFirst().allSatisfy(\.isASCII)
                                           && rest.dropFirst().allSatisfy(\.isNumber))
        return portIsValid && (name == "127.0.0.1" || name == "localhost" || name == "[::1]")
    }

    private func send(_ context: ChannelHandlerContext, _ request: HTTPRequestHead, status: HTTPResponseStatus,
                      type: String, body: String) {
        let buffer = context.channel.allocator.buffer(string: body)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(buffer.readableBytes))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        let keepAlive = request.isKeepAlive
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: status, headers: headers))),
                      promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            done.whenComplete { _ in channel.close(promise: nil) }
        }
    }

    /// Server-sent events: the current generation now, then one `reload` event per change.
    private func openEventStream(_ context: ChannelHandlerContext, _ request: HTTPRequestHead) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/event-stream")
        headers.add(name: "Cache-Control", value: "no-store")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: .ok, headers: headers))),
                      promise: nil)
        let hello = "retry: 500\nevent: hello\ndata: \(session.currentGeneration)\n\n"
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: hello)))),
                              promise: nil)
        hub.add(context.channel)
    }
}
