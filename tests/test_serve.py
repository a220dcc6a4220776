"""tools/serve.py: the local server (the play command's and the browser tests')."""

from __future__ import annotations

import sys
import threading
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import serve  # noqa: E402


def test_a_browser_leaving_in_the_middle_of_a_file_is_not_reported_but_other_errors_are(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    server = serve.make_server(tmp_path)
    try:
        for gone in (BrokenPipeError(32, "Broken pipe"), ConnectionResetError(104, "Connection reset by peer")):
            try:
                raise gone
            except ConnectionError:
                server.handle_error(None, ("127.0.0.1", 50000))
        assert capsys.readouterr().err == ""
        try:
            raise ValueError("a fault of the site")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 50000))
        assert "ValueError: a fault of the site" in capsys.readouterr().err
    finally:
        server.server_close()


def test_the_server_serves_a_file_of_its_folder(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<!doctype html><title>Tavolo</title>")
    server = serve.make_server(tmp_path)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.server_address[1]}/index.html") as response:
            assert response.status == 200 and b"Tavolo" in response.read()
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize(("path", "status"), [
    ("/index.html", 200), ("/", 200), ("/index.html%00.js", 400), ("/%00", 400), ("/vendor/%00/x.js", 400),
    ("/index.html%ED%A0%80", 400), ("/vendor/", 404), ("/cards/", 404), ("/cards/sprite/", 404),
    ("/vendor", 301), ("/missing.js", 404), ("/" + "x" * 5000, 404), ("/../../etc/passwd", 404),
])
def test_bad_paths_get_an_answer_and_no_folder_is_listed(path: str, status: int, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    import http.client

    (tmp_path / "index.html").write_text("<!doctype html><title>Tavolo</title>")
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "runtime.js").write_text("// the runtime")
    (tmp_path / "cards" / "sprite").mkdir(parents=True)
    (tmp_path / "cards" / "sprite" / "italian.svg").write_text("<svg/>")
    server = serve.make_server(tmp_path)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        for method in ("GET", "HEAD"):
            connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
            connection.request(method, path)
            response = connection.getresponse()
            body = response.read()
            connection.close()
            assert response.status == status, (method, path)
            assert b"runtime.js" not in body and b"italian.svg" not in body and b"Directory listing" not in body
    finally:
        server.shutdown()
        server.server_close()
    assert capsys.readouterr().err == ""  # no traceback


def test_a_server_collecting_violations_asks_for_them_and_keeps_each_report(tmp_path: Path) -> None:
    import http.client
    import json

    (tmp_path / "index.html").write_text("<!doctype html><title>Tavolo</title>")
    reports: list[dict[str, object]] = []
    servers = [serve.make_server(tmp_path, csp_reports=reports), serve.make_server(tmp_path)]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()

    def request(server: serve.SiteServer, method: str, path: str,
                body: bytes | None = None) -> http.client.HTTPResponse:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
        connection.request(method, path, body=body, headers={"Content-Type": "application/csp-report"})
        response = connection.getresponse()
        response.read()
        connection.close()
        return response

    try:
        collecting, plain = servers
        policy = request(collecting, "GET", "/index.html").headers["Content-Security-Policy"]
        assert policy.endswith(f"; report-uri {serve.CSP_REPORTS}") and policy.startswith("default-src 'none'")
        assert "report-uri" not in request(plain, "GET", "/index.html").headers["Content-Security-Policy"]
        report = {"csp-report": {"violated-directive": "img-src", "blocked-uri": "data"}}
        assert request(collecting, "POST", serve.CSP_REPORTS, json.dumps(report).encode()).status == 204
        assert request(collecting, "POST", serve.CSP_REPORTS, b"{not json").status == 204
        assert request(collecting, "POST", "/index.html", b"{}").status == 405
        assert request(plain, "POST", serve.CSP_REPORTS, b"{}").status == 405
        assert reports == [report["csp-report"], {"unreadable": "{not json"}]
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()
