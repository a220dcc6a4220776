# Benchmark page (main thread): asks an AI worker (ai_bench_worker.py -> pyapp.ai.worker, as the app) for
# a move on every view text of ai-bench-views.json and records the wall time of each call.
# The results land on <body data-results=...>; benchmarks/ai_browser.py reads them.
import asyncio
import json

import js
from pyscript import create_named_worker


async def run():
    status = js.document.getElementById("status")
    params = js.URLSearchParams.new(js.window.location.search)
    level = params.get("level") or "expert"
    response = await js.fetch("./ai-bench-views.json")
    batch = json.loads(await response.text())
    worker = await create_named_worker(src="./ai_bench_worker.py", name="ai")
    for game in sorted({item["game"] for item in batch}):
        await worker.warm_up(game)
    await worker.choose(batch[0]["game"], batch[0]["view"], level, 0)  # first-call costs
    start = js.performance.now()
    times = []
    for index, item in enumerate(batch):
        status.textContent = f"{index + 1}/{len(batch)}"
        before = js.performance.now()
        reply = str(await worker.choose(item["game"], item["view"], level, index))
        times.append(js.performance.now() - before)
        if reply.startswith("error: "):  # pyapp.ai.worker.ERROR_REPLY
            raise RuntimeError(reply)
    end = js.performance.now()
    js.document.body.dataset.window = json.dumps([start, end])
    js.document.body.dataset.results = json.dumps(times)
    status.textContent = "done"


asyncio.ensure_future(run())
