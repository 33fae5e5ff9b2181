"""The key is never silently the single point of failure (issue 17, item 4): a key made is
announced, doctor warns until a copy is confirmed, a lost key does not stop reindex from the
notes, and a sealed archive names a fix that works."""

from __future__ import annotations

import base64
import json
import os
import stat
from pathlib import Path

import pytest

from .conftest import files_snapshot

pytest.importorskip("cryptography")

ON = {"HERMES_ENCRYPT": "on"}
SECRET = "zyxwvortex"


def _notices(err: str) -> list[dict[str, object]]:
    found = []
    for line in err.splitlines():
        if line.startswith("{"):
            found.append(json.loads(line)["notice"])
    return found


def _checks(result) -> dict[str, dict[str, object]]:  # type: ignore[no-untyped-def]
    return {c["check"]: c for c in json.loads(result.out)}


def test_making_a_key_says_where_it_is_that_it_must_be_copied_and_what_is_lost_without_it(root: Path, cli) -> None:
    assert cli("remember", "Preference: tabs over spaces in the Makefile").code == 0  # plaintext first
    made = cli("stats", env=ON)  # converts the store, and makes the key
    key_file = root / ".master_key"
    assert made.code == 0 and key_file.is_file()
    assert str(key_file) in made.err and "another disk" in made.err
    assert "memory.db" in made.err and "cannot be read" in made.err and "store/" in made.err
    assert "agent-memory key backup" in made.err and "reindex --new-key" in made.err
    again = cli("stats", env=ON)
    assert again.code == 0 and str(key_file) not in again.err  # said once, when it is made

    fresh = root.parent / "fresh"
    as_json = cli("--json", "remember", f"Decision: the {SECRET} gateway", "--root", str(fresh), env=ON, use_root=False)
    assert as_json.code == 0 and json.loads(as_json.out)["action"] == "created"  # stdout stays one document
    (notice,) = _notices(as_json.err)
    assert notice["kind"] == "key_made" and notice["key_file"] == str(fresh / ".master_key")
    assert "memory.db" in notice["lost_without_it"] and "key backup" in str(notice["copy_with"])


def test_doctor_warns_until_a_copy_of_the_key_is_confirmed(root: Path, tmp_path: Path, cli) -> None:
    assert cli("remember", f"Decision: the {SECRET} gateway fronts billing", env=ON).code == 0
    key_text = (root / ".master_key").read_text("ascii").strip()
    result = cli("doctor", "--offline", "--json", env=ON)
    check = _checks(result)["key backup"]
    assert result.code == 1 and check["ok"] is False
    assert str(root / ".master_key") in str(check["detail"]) and "key backup --to" in str(check["fix"])

    inside = cli("key", "backup", "--to", str(root / "backups" / "key.txt"))
    assert inside.code == 2 and "inside the data root" in inside.err and "Traceback" not in inside.err
    assert not (root / "backups" / "key.txt").exists()
    assert cli("key", "backup").code == 2  # --to is needed
    copy = tmp_path / "usb" / "agent-memory.key"
    copy.parent.mkdir()
    done = cli("key", "backup", "--to", str(copy), "--json")
    assert done.code == 0, done.err
    assert copy.read_text("ascii").strip() == key_text and stat.S_IMODE(copy.stat().st_mode) == 0o600
    assert json.loads(done.out)["backup_confirmed"]["how"] == f"key backup --to {copy}"
    assert key_text not in done.out + done.err  # the file holds it; the output does not
    assert cli("key", "backup", "--to", str(copy)).code == 2  # never over an existing file
    assert copy.read_text("ascii").strip() == key_text
    result = cli("doctor", "--offline", "--json", env=ON)
    assert result.code == 0 and _checks(result)["key backup"]["ok"] is True, result.out

    other = tmp_path / "other-root"  # the same, by hand: key show, then key show --confirm
    assert cli("remember", "Decision: Redis caches sessions", "--root", str(other), env=ON, use_root=False).code == 0
    shown = cli("key", "show", "--root", str(other), use_root=False)
    assert shown.code == 0 and shown.out.splitlines()[0] == (other / ".master_key").read_text("ascii").strip()
    assert "key show --confirm" in shown.out
    assert cli("doctor", "--offline", "--root", str(other), use_root=False).code == 1
    confirmed = cli("key", "show", "--confirm", "--json", "--root", str(other), use_root=False)
    assert confirmed.code == 0 and json.loads(confirmed.out)["backup_confirmed"]["how"] == "key show --confirm"
    assert cli("doctor", "--offline", "--root", str(other), use_root=False).code == 0

    plain = tmp_path / "plain-root"  # no encryption: no key to show, nothing to warn about
    assert cli("remember", "Preference: dark theme", "--root", str(plain), use_root=False).code == 0
    assert cli("key", "show", "--root", str(plain), use_root=False).code == 1
    assert cli("doctor", "--offline", "--root", str(plain), use_root=False).code == 0


def test_a_key_kept_outside_the_root_needs_no_confirmation_and_a_wrong_one_is_a_clear_error(root: Path, cli) -> None:
    key = base64.urlsafe_b64encode(os.urandom(32)).decode()
    env = {**ON, "HERMES_MASTER_KEY": key}
    made = cli("remember", f"Decision: the {SECRET} gateway", env=env)
    assert made.code == 0 and not (root / ".master_key").exists() and "made a new" not in made.err
    result = cli("doctor", "--offline", "--json", env=env)
    assert result.code == 0 and "HERMES_MASTER_KEY" in str(_checks(result)["key backup"]["detail"])
    assert key not in result.out + result.err
    wrong = {**env, "HERMES_MASTER_KEY": base64.urlsafe_b64encode(os.urandom(32)).decode()}
    for args in (("key", "show"), ("key", "backup", "--to", str(root.parent / "k")), ("recall", SECRET), ("doctor",)):
        run = cli(*args, env=wrong)
        assert run.code in (1, 2) and "Traceback" not in run.err, args
        assert "wrong key" in run.out + run.err, args
    assert not (root.parent / "k").exists()


def test_with_the_key_lost_reindex_rebuilds_from_the_notes_and_archives_name_a_fix_that_works(
    root: Path, tmp_path: Path, cli
) -> None:
    texts = [f"Decision: the {SECRET} gateway fronts billing", "Preference: tabs over spaces", "config: port 5433"]
    for text in texts:
        assert cli("remember", text, env=ON).code == 0
    pruned = cli("prune", "--yes", "--as-of", "2099-01-01", "--json", env=ON)  # all three are archived, sealed
    archive = Path(json.loads(pruned.out)["archive"])
    assert archive.read_bytes().startswith(b"AGENT-MEMORY-SEALED")
    assert cli("restore", str(archive), env=ON).code == 0  # back, with the key at hand
    old_key = tmp_path / "old.key"
    os.replace(root / ".master_key", old_key)  # the key is lost (a copy survives elsewhere)
    assert cli("stats").code == 2

    before = files_snapshot(root)
    refused = cli("reindex")
    assert refused.code == 2 and "reindex --new-key" in refused.err and "Traceback" not in refused.err
    assert files_snapshot(root) == before
    rebuilt = cli("reindex", "--new-key")
    assert rebuilt.code == 0, rebuilt.err
    assert "made a new encryption key" in rebuilt.err and str(root / ".master_key") in rebuilt.err
    recalled = cli("recall", SECRET)
    assert recalled.code == 0 and SECRET in recalled.out
    stats = cli("stats", "--json")
    assert stats.json()["total"] == 3 and stats.json()["encryption"] == "on"
    assert list((root / "backups").glob("memory.db.before-reindex-*"))  # the old db, kept for the old key
    assert cli("reindex", "--new-key").code == 2  # the key at hand opens the store: nothing lost

    for memory_id in [p.stem for p in (root / "store").glob("mem_*.md")]:
        assert cli("forget", memory_id).code == 0
    sealed_elsewhere = cli("restore", str(archive))
    assert sealed_elsewhere.code == 2 and "Traceback" not in sealed_elsewhere.err
    assert "--key-file" in sealed_elsewhere.err and "run 'agent-memory reindex'" not in sealed_elsewhere.err
    bad = tmp_path / "bad.key"
    bad.write_text("not a key\n", "ascii")
    wrong = tmp_path / "wrong.key"
    wrong.write_text(base64.urlsafe_b64encode(os.urandom(32)).decode(), "ascii")
    for key_file, said in ((bad, "is not a master key"), (wrong, "does not open"), (tmp_path / "none", "no such file")):
        run = cli("restore", str(archive), "--key-file", str(key_file))
        assert run.code == 2 and said in run.err and "Traceback" not in run.err, run.err
    restored = cli("restore", str(archive), "--key-file", str(old_key), "--json")
    assert restored.code == 0 and restored.json()["restored"] == 3, restored.err
    assert cli("recall", SECRET).code == 0


def test_a_sealed_archive_restored_into_a_plaintext_store_names_the_key_file(root: Path, tmp_path: Path, cli) -> None:
    enc = tmp_path / "encrypted"
    assert (
        cli("remember", "config: the staging db listens on 5433", "--root", str(enc), env=ON, use_root=False).code == 0
    )
    pruned = cli("prune", "--yes", "--as-of", "2099-01-01", "--json", "--root", str(enc), env=ON, use_root=False)
    archive = json.loads(pruned.out)["archive"]
    assert cli("stats").code == 0  # a plaintext store
    run = cli("restore", archive)
    assert run.code == 2 and "--key-file" in run.err and "HERMES_ENCRYPT" not in run.err
    ok = cli("restore", archive, "--key-file", str(enc / ".master_key"))
    assert ok.code == 0 and "restored 1" in ok.out
