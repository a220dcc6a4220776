"""benchmarks/scopa_variants.py: a SPEC names the Expert with changes, and a bad SPEC is refused."""

from __future__ import annotations

from random import Random

import pytest
from benchmark_scripts import load_script

from pyapp.ai.scopa.inference import InferringView
from pyapp.scopa import deal

variants = load_script("scopa_variants")


def test_a_spec_changes_the_experts_worlds_depth_and_inference() -> None:
    player = variants.Variant("expert:worlds=3,depth=2,temperature=1.4")()
    assert (player.iterations, player.depth) == (3, 2)
    assert player.infer.keywords == {"temperature": 1.4} and player.infer.func is InferringView
    view = deal(Random(4), dealer=0).view(1)
    assert player.choose(view, Random(4)) in view.legal_actions()
    plain = variants.Variant("expert")()
    assert (plain.iterations, plain.depth) != (3, 2)
    assert variants.Variant("expert:infer=off")().infer is None


@pytest.mark.parametrize("spec", ["expert:width=3", "hard:worlds=3", "chess"])
def test_a_bad_spec_is_refused(spec: str) -> None:
    with pytest.raises(ValueError):
        variants.Variant(spec)


def test_blind_searches_the_worlds_with_an_opponent_blind_to_the_experts_hand() -> None:
    player = variants.Variant("expert:worlds=3,blind=2")()
    view = deal(Random(4), dealer=0).view(1)
    model = player.model_for(view)
    assert isinstance(model, variants.BlindReplyModel) and model.blind_reply == 2
    assert player.choose(view, Random(4)) in view.legal_actions()
    basic = variants.Variant("expert:eval=basic,blind=1")().model_for(view)
    assert basic.weights is variants.FITTED_WEIGHTS and basic.blind_reply == 1


def test_spread_values_the_leaves_over_what_the_deal_may_still_do() -> None:
    view = deal(Random(4), dealer=0).view(1)
    assert variants.Variant("expert:spread=on")().model_for(view).spread is variants.LEAF_SPREAD
    assert not hasattr(variants.Variant("expert")().model_for(view), "spread")
    both = variants.Variant("expert:spread=on,blind=1")().model_for(view)
    assert both.model.spread is variants.LEAF_SPREAD and both.blind_reply == 1
    assert both.leaf_value(2.5, 1.0, 6, 0, 11) == both.model.leaf_value(2.5, 1.0, 6, 0, 11)


def test_shared_searches_with_the_next_play_shared_across_the_worlds() -> None:
    player = variants.Variant("expert:worlds=3,shared=on")()
    assert player.run_pimc is variants.shared_pimc
    plain = variants.Variant("expert")()
    assert (player.iterations, player.depth, player.time_limit) == (3, plain.depth, plain.time_limit)
    view = deal(Random(4), dealer=0).view(1)
    assert player.choose(view, Random(4)) in view.legal_actions()
    assert player.last_result == variants.shared_pimc(InferringView(view), player.model_for(view), Random(4), worlds=3,
                                                      depth=plain.depth)
    assert plain.run_pimc is not variants.shared_pimc
