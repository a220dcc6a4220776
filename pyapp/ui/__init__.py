"""Everything pure the screens need: the shell (routes and actions; its dialogs and its side of the
other tabs), the protocols of the page it drives (``page``), the URL (``routes``), page chrome, the
renderers of the shared screens (settings and statistics, rules pages, the card gallery), what is
remembered (``profile``; ``tabs`` and ``record_merge`` share it between tabs), a game's house rules
(``match_options``), the SVG helpers, and per game a table model, a renderer and a controller
(``pyapp.ui.<game>``). Nothing here imports the browser: it runs and is tested under CPython."""
