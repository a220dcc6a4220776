"""Tavolo: traditional Italian card games (Scopa, Minchiate) with rules engines and AI players.

The package is pure Python (standard library only) except `pyapp.browser` and
`pyapp.ai.worker`, the thin glue that runs under PyScript/Pyodide in the browser.
"""

__version__ = "0.1.0"
