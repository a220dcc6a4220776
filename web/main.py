# Entry point of the page (main thread): everything lives in pyapp.browser.
# If Python cannot start the game, the page shows its error panel instead of a silent spinner.
import traceback

import js

try:
    import pyapp_bundle

    pyapp_bundle.install()  # the package comes from pyapp.zst
    from pyapp import browser

    await browser.start()  # noqa: F704  (PyScript runs this file with top-level await)
except Exception as error:
    js.document.getElementById("boot").hidden = True
    panel = js.document.getElementById("boot-error")
    panel.hidden = False
    panel.querySelector("[data-detail]").textContent = "".join(traceback.format_exception(error))[-800:]
    js.document.body.dataset.bootError = "1"
    raise
