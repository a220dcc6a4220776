"""Command-line tools (never shipped to the browser): the bot protocol server and the arena.
``python -m pyapp.bot`` and ``python -m pyapp.arena`` run them."""
