"""Everything pure the screens need: the shell (routes and actions; its dialogs and its side of the
other tabs), page chrome, the profile, the SVG helpers, and per game a table model, a renderer and a
controller (``pyapp.ui.<game>``). Nothing here imports the browser: it runs and is tested under CPython."""
