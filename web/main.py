# Entry point of the page (main thread): everything lives in pyapp.browser.
from pyapp import browser

await browser.start()  # noqa: F704  (PyScript runs this file with top-level await)
