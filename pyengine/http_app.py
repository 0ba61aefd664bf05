"""The HTTP side of `umpire serve`: an ASGI application (Starlette) over the service, and the
uvicorn server that `umpire serve` and the tests run it in. Request bodies are read within
their size limit here; everything else a request may do is decided by ``Service``."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from http import HTTPStatus

import anyio.to_thread
import uvicorn
from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response
from starlette.routing import Route

from pyengine.server import Limits, Reply, Service, error_reply

# Connections the kernel queues while every handler is busy (a burst of clients); the
# standard library's server kept 5, and a burst of 50 saw resets.
BACKLOG = 2048
# A POST refused as bad input is answered after this pause: a client that loops bad requests
# then costs the service a few requests a second, and the others keep their pace (a person who
# typed a question wrong waits 50 ms more for the error).
REFUSAL_PAUSE = 0.05


def create_app(workers: int = 2, limits: Limits | None = None) -> Starlette:
    """The service as an ASGI app; its warm workers start with the app and stop with it."""
    bounds = limits or Limits()

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        service = await anyio.to_thread.run_sync(Service, workers, bounds)
        app.state.service = service
        try:
            yield
        finally:
            await anyio.to_thread.run_sync(service.workers.close)

    async def handle(request: Request) -> Response:
        service: Service = request.app.state.service
        if request.method == "GET":
            reply = service.get(request.url.path)
        else:
            try:
                raw = await _body(request, bounds.request_bytes)
            except ClientDisconnect:  # the client hung up before sending its body: nobody to answer
                return Response(status_code=HTTPStatus.BAD_REQUEST)
            if raw is None:
                reply = error_reply(
                    HTTPStatus.REQUEST_ENTITY_TOO_LARGE, "request too large", limit=bounds.request_bytes
                )
            else:
                reply = await anyio.to_thread.run_sync(service.post, request.url.path, raw)
            if HTTPStatus.BAD_REQUEST <= reply.status < HTTPStatus.INTERNAL_SERVER_ERROR:
                await anyio.sleep(REFUSAL_PAUSE)
        return _response(reply)

    return Starlette(routes=[Route("/{path:path}", handle, methods=["GET", "POST"])], lifespan=lifespan)


async def _body(request: Request, limit: int) -> bytes | None:
    """The request's body, or None past ``limit`` bytes (read no further than that)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        return None
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


def _response(reply: Reply) -> Response:
    return Response(
        reply.body, status_code=reply.status, media_type=reply.content_type, headers={"Cache-Control": "no-store"}
    )


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound and listening (port 0: any free port); OSError if it cannot be.

    Its protocol is named: asyncio turns Nagle's algorithm off only on connections whose
    socket says TCP (``proto``), and with it on, a response's body waited for the client's
    delayed acknowledgement of its headers, 40 ms on every request."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock


def uvicorn_server(app: Starlette) -> uvicorn.Server:
    config = uvicorn.Config(
        app, log_level="warning", access_log=False, lifespan="on", backlog=BACKLOG, timeout_graceful_shutdown=10
    )
    return uvicorn.Server(config)


@dataclass
class Server:
    """A running service in a thread of its own (tests and benchmarks)."""

    server: uvicorn.Server
    thread: threading.Thread
    address: tuple[str, int]
    app: Starlette

    @property
    def service(self) -> Service:
        service: Service = self.app.state.service
        return service

    @property
    def url(self) -> str:
        host, port = self.address
        return f"http://{host}:{port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=60)


def start(host: str = "127.0.0.1", port: int = 8765, workers: int = 2, limits: Limits | None = None) -> Server:
    """Start serving in a background thread (port 0: any free port); returns once it answers."""
    sock = listening_socket(host, port)
    app = create_app(workers, limits)
    server = uvicorn_server(app)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the service did not start")
        time.sleep(0.02)
    host, port = sock.getsockname()[:2]
    return Server(server, thread, (host, port), app)
