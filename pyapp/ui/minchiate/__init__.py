"""The Minchiate screen: the table model and what the player has been told of it (``table``,
``scene``), its renderer and the felt's geometry and drawing (``render``, ``geometry``, ``felt``),
its controller and the pacing of the events (``controller``, ``pacing``), the deal log in words
(``log``) and the end-of-deal breakdown (``breakdown``)."""
