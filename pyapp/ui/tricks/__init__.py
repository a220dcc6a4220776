"""The screen code the trick-taking games' tables share (Briscola's, Tressette's): the controller's turn
loop and the table's shared methods.  A part of the site of its own (``pyapp.ui.parts``), loaded with
the first table that needs it, not with the core."""
