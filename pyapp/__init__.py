"""Tavolo: traditional Italian card games (Scopa, Minchiate) with rules engines and AI players.

The package is pure Python (standard library only) in layers, each importing only from the ones
before it: core (``cards``, ``engine``, ``games`` — the registry of games), the rules engines
(``scopa``, ``minchiate``), ``ai``, ``i18n`` (words), ``ui`` (pure screens), and the shells:
``browser`` (the only module that touches the page, under PyScript/Pyodide) and ``cli`` (bot, arena).
"""

__version__ = "0.1.0"
