"""Words: the message catalog in five languages, card names, the wording of refused moves, and
the rules pages."""
