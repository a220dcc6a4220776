"""Command-line tools (never shipped to the browser): the bot protocol server and the arena with
its statistics (``arena_statistics``; ``python -m pyapp.bot`` and ``python -m pyapp.arena`` run
them), the players they make
(``players``: the levels that ship and those kept for comparisons), the task runner on processes or
Ray (``workers``), and the research players and evaluations of the measurements (``research``)."""
