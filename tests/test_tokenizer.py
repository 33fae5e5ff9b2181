"""The keyword leg matches what people mean: function words and particles never make a match on
their own, English words match across inflection (with PyStemmer or without it), and a store's
postings always come from the tokenizer its queries use (issue 18 item 4)."""

from __future__ import annotations

import re
import sqlite3
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.search import terms
from agent_memory.search.bm25 import keyword_rank
from agent_memory.stemming import BuiltinStemmer, pystemmer_installed
from agent_memory.text import Tokenizer

from .conftest import BOUND, Run, distinct_text
from .pg import database

CLI = Callable[..., Run]

needs_pystemmer = pytest.mark.skipif(not pystemmer_installed(), reason="PyStemmer (the stemmer extra) not installed")
# A process without the extra: PyStemmer is made unimportable before agent-memory starts.
NO_PYSTEMMER = (
    "import sys; sys.modules['Stemmer'] = None; from agent_memory.cli import main; sys.exit(main(sys.argv[1:]))"
)


def keyword_ids(memory: Memory, query: str, limit: int = 10) -> list[str]:
    hits = keyword_rank(memory.store, query, room=None, settings=memory.config.retrieval, limit=limit)
    return [hit.id for hit in hits]


def set_config(root: Path, **values: str) -> None:
    """Set keys of the tokenizer section in the root's config.yaml."""
    path = root / "config.yaml"
    text = path.read_text("utf-8")
    for key, value in values.items():
        text, found = re.subn(rf"(?m)^  {key}: .*$", f"  {key}: {value}", text)
        assert found == 1, key
    path.write_text(text, "utf-8")


def postings(root: Path) -> dict[str, Counter[str]]:
    """Memory id -> its postings as (term, tf), read from memory.db itself."""
    with sqlite3.connect(root / "memory.db") as db:
        rows = db.execute(
            "SELECT m.id, t.term, p.tf FROM postings p JOIN terms t ON t.id = p.term_id JOIN memories m ON m.doc = p.doc"
        ).fetchall()
    found: dict[str, Counter[str]] = {}
    for memory_id, term, tf in rows:
        found.setdefault(memory_id, Counter())[term] = tf
    return found


def run_without_pystemmer(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", NO_PYSTEMMER, "--root", str(root), *args],
        capture_output=True,
        text=True,
        timeout=BOUND,
    )


# ---- stop words ------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["which of them do we", "what is it and where was it", "我们的是什么", "你们有没有"])
def test_a_query_of_only_function_words_matches_nothing(memory: Memory, query: str) -> None:
    memory.remember("we ordered pizza for the team: what a lunch it was")
    memory.remember("我们的数据库是什么时候迁移的，你们有没有记录")
    assert memory.store.tokenizer.terms(query) == []
    assert keyword_ids(memory, query) == []
    assert all(hit.kw_score == 0 for hit in memory.recall(query).hits)  # the keyword leg adds nothing


def test_which_database_do_we_use_does_not_rank_the_we_only_memory_first(memory: Memory) -> None:
    pizza = memory.remember("we ordered pizza for the whole team on Friday and we all loved it").entry.id
    database = memory.remember("PostgreSQL 16 is the main database of the billing service").entry.id
    assert keyword_ids(memory, "which database do we use") == [database]
    assert pizza not in keyword_ids(memory, "what do we use")  # "use" is no word of it
    assert memory.recall("which database do we use").hits[0].entry.id == database


def test_chinese_keeps_its_ngrams_without_the_particles(memory: Memory) -> None:
    tokenizer = memory.store.tokenizer
    assert tokenizer.terms("主数据库") == ["主数", "数据", "据库", "主数据", "数据库"]
    assert "我们" not in tokenizer.terms("我们的数据库") and "数据库" in tokenizer.terms("我们的数据库")
    assert "现在" in tokenizer.terms("现在用什么")  # a gram with a content character stays
    target = memory.remember("决定：我们的主数据库用 PostgreSQL 16").entry.id
    memory.remember("我们的团队周五一起吃了午饭")
    assert keyword_ids(memory, "我们用什么数据库") == [target]


# ---- stemming --------------------------------------------------------------------------


@pytest.mark.parametrize("stemmer", ["builtin", pytest.param("snowball", marks=needs_pystemmer)])
def test_inflections_match_through_the_stemmer(root: Path, stemmer: str) -> None:
    Memory(root).close()
    set_config(root, stemmer=stemmer)
    with Memory(root) as memory:
        deployment = memory.remember("the deployment of the billing service happens on Tuesdays").entry.id
        deployed = memory.remember("we deployed the search cluster yesterday").entry.id
        memory.remember("the billing service sends invoices")
        assert set(keyword_ids(memory, "deploying")) == {deployment, deployed}
        assert (
            memory.store.meta(terms.META_KEY)
            .split(":")[1]
            .startswith("pystemmer" if stemmer == "snowball" else "builtin")
        )


def test_without_pystemmer_the_builtin_stemmer_finds_inflections(root: Path) -> None:
    made = run_without_pystemmer(root, "remember", "the deployment of the billing service happens on Tuesdays")
    assert made.returncode == 0, made.stderr
    found = run_without_pystemmer(root, "recall", "deploying", "--json")
    assert found.returncode == 0, found.stderr
    assert "deployment of the billing" in found.stdout
    with sqlite3.connect(root / "memory.db") as db:
        (identity,) = db.execute("SELECT value FROM meta WHERE key = 'tokenizer'").fetchone()
    assert identity.split(":")[1] == BuiltinStemmer.identity


@needs_pystemmer
def test_the_builtin_stemmer_gives_pystemmers_stems() -> None:
    import Stemmer

    reference = Stemmer.Stemmer("english")
    text = " ".join(
        path.read_text("utf-8")
        for path in [Path("README.md"), *Path("benchmarks/data").rglob("*.json")]
        if path.exists()
    )
    words = {word.lower() for word in re.findall(r"[A-Za-z]{3,}", text)}
    suffixes = ("s", "es", "ed", "ing", "ly", "ness", "ation", "ize", "ization", "ful", "ment", "able", "ies", "ingly")
    words |= {word + suffix for word in list(words)[:4000] for suffix in suffixes}
    words |= {"dying", "skis", "evening", "added", "paste", "internal", "succeeded", "generously", "ugly"}
    builtin = BuiltinStemmer()
    differ = sorted(word for word in words if builtin.stem(word) != reference.stemWord(word))
    assert len(words) > 20_000 and differ == []


@needs_pystemmer
def test_an_explicit_snowball_stemmer_without_pystemmer_is_a_clear_error(root: Path) -> None:
    Memory(root).close()
    set_config(root, stemmer="snowball")
    run = run_without_pystemmer(root, "recall", "deploying")
    assert run.returncode == 2 and "PyStemmer is not installed" in run.stderr and "Traceback" not in run.stderr


def test_an_unknown_stemmer_in_config_is_refused(cli: CLI, root: Path) -> None:
    Memory(root).close()
    set_config(root, stemmer="porter")
    run = cli("recall", "deploying")
    assert run.code == 2 and "tokenizer.stemmer" in run.err and "Traceback" not in run.err


# ---- the index follows the tokenizer ------------------------------------------------------


def test_the_postings_are_rebuilt_when_the_stemmer_changes(root: Path) -> None:
    Memory(root).close()
    set_config(root, stemmer="none")
    with Memory(root) as memory:
        target = memory.remember("the deployment of the billing service happens on Tuesdays").entry.id
        assert keyword_ids(memory, "deploying") == []
        assert postings(root)[target]["deployment"] == 1
    set_config(root, stemmer="builtin")
    with Memory(root) as memory:
        assert keyword_ids(memory, "deploying") == [target]
        tokenizer = memory.store.tokenizer
        assert memory.store.meta(terms.META_KEY) == tokenizer.identity
    assert postings(root)[target] == tokenizer.counts("the deployment of the billing service happens on Tuesdays")


def test_editing_the_stop_words_rebuilds_the_postings(root: Path) -> None:
    with Memory(root) as memory:
        target = memory.remember("pizza on Friday for the whole team").entry.id
        assert keyword_ids(memory, "pizza") == [target]
    config = root / "config.yaml"
    config.write_text(config.read_text("utf-8").replace("stopwords_en: [a, ", "stopwords_en: [pizza, a, "), "utf-8")
    with Memory(root) as memory:
        assert keyword_ids(memory, "pizza") == []
        assert "pizza" not in postings(root)[target]


def test_a_store_indexed_before_stop_words_and_stems_is_indexed_again(root: Path) -> None:
    """A store of the first tokenizer (every word, no stems, no record of it) is rebuilt on open."""
    Memory(root).close()
    set_config(root, stemmer="none", stopwords_en="[]", stopwords_zh="[]")
    with Memory(root) as memory:
        ids = [memory.remember(text).entry.id for text in ("we deployed it on Monday", "我们的数据库")]
        memory.store.delete_meta(terms.META_KEY)
    assert postings(root)[ids[0]]["we"] == 1
    (root / "config.yaml").unlink()
    with Memory(root) as memory:
        tokenizer = memory.store.tokenizer
        assert keyword_ids(memory, "deploying") == [ids[0]] and keyword_ids(memory, "we") == []
        assert memory.store.corpus() == (
            2,
            sum(len(tokenizer.terms(t)) for t in ("we deployed it on Monday", "我们的数据库")),
        )
    assert postings(root) == {
        ids[0]: tokenizer.counts("we deployed it on Monday"),
        ids[1]: tokenizer.counts("我们的数据库"),
    }


def test_a_rebuilt_index_equals_one_built_memory_by_memory(root: Path, tmp_path: Path) -> None:
    texts = [
        f"{distinct_text(i, 4)} we deployed {'migrating' if i % 3 else 'the migration'} 数据库{i % 5}"
        for i in range(60)
    ]
    other = tmp_path / "other"
    for where in (root, other):
        Memory(where).close()
        set_config(where, stemmer="none" if where == root else "builtin")
        with Memory(where, clock=None) as memory:
            for text in texts:
                memory.remember(text)
    set_config(root, stemmer="builtin")
    with Memory(root) as memory:
        assert memory.store.count() > 50  # opened (and rebuilt) here

    def index(where: Path) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]], list[tuple[object, ...]]]:
        with sqlite3.connect(where / "memory.db") as db:
            term_rows = db.execute("SELECT term, df FROM terms WHERE df > 0 ORDER BY term").fetchall()
            posting_rows = db.execute(
                """SELECT m.content, t.term, p.tf, p.dl FROM postings p JOIN terms t ON t.id = p.term_id
                   JOIN memories m ON m.doc = p.doc ORDER BY 1, 2"""
            ).fetchall()
            counters = db.execute("SELECT name, value FROM counters WHERE name IN ('docs', 'terms')").fetchall()
        return term_rows, posting_rows, sorted(counters)

    assert index(root) == index(other)
    with sqlite3.connect(root / "memory.db") as db:  # the score bounds of the rebuilt index are exact
        bounds = db.execute(
            """SELECT t.max_tf = MAX(p.tf) AND t.min_dl = MIN(p.dl) FROM terms t JOIN postings p ON p.term_id = t.id
               GROUP BY t.id"""
        ).fetchall()
    assert bounds and all(ok for (ok,) in bounds)


def test_auto_keeps_the_stemmer_that_built_the_store(root: Path) -> None:
    Memory(root).close()
    set_config(root, stemmer="builtin")
    with Memory(root) as memory:
        target = memory.remember("the deployment happens on Tuesdays").entry.id
    set_config(root, stemmer="auto")
    with Memory(root) as memory:
        statements: list[str] = []
        memory.store._db.set_trace_callback(statements.append)
        assert memory.store.tokenizer.stemmer.identity == BuiltinStemmer.identity
        assert keyword_ids(memory, "deploying") == [target]
        assert not any("DELETE FROM postings" in s for s in statements)


@needs_pystemmer
def test_a_store_of_pystemmer_opened_without_it_is_indexed_with_the_builtin_stemmer(root: Path) -> None:
    with Memory(root) as memory:
        target = memory.remember("the deployment happens on Tuesdays").entry.id
        assert memory.store.tokenizer.stemmer.identity.startswith("pystemmer-")
    run = run_without_pystemmer(root, "recall", "deploying", "--json")
    assert run.returncode == 0 and target in run.stdout, run.stderr
    with Memory(root) as memory:  # PyStemmer here again: the store stays on the built-in stems
        assert memory.store.tokenizer.stemmer.identity == BuiltinStemmer.identity


def test_the_postgresql_store_is_indexed_again_too(root: Path) -> None:
    with database("am_tokenizer") as url:
        Memory(root, store="").close()
        set_config(root, stemmer="none")
        with Memory(root, store=url) as memory:
            target = memory.remember("the deployment happens on Tuesdays").entry.id
            assert keyword_ids(memory, "deploying") == []
        set_config(root, stemmer="builtin")
        with Memory(root, store=url) as memory:
            assert keyword_ids(memory, "deploying") == [target]
            assert memory.store.corpus() == (1, len(memory.store.tokenizer.terms("the deployment happens on Tuesdays")))


def test_a_tokenizer_identity_names_its_stop_words_and_stemmer() -> None:
    one = Tokenizer(stopwords=["the", "的"], stemmer=BuiltinStemmer())
    assert one.identity == Tokenizer(stopwords=["的", "The "], stemmer=BuiltinStemmer()).identity
    assert one.identity != Tokenizer(stopwords=["the"], stemmer=BuiltinStemmer()).identity
    assert BuiltinStemmer.identity in one.identity
