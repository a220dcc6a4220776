"""The Scopone screen (four seats, two partnerships): the table model, its renderer and its controller."""
