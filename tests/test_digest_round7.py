"""The seventh round of issue 22 item 7: the classes of swallows and misses found on the fifth blind
set (tuned on whole as "tune5"), in words of our own, both directions (cut where a new fact starts,
kept whole where it does not)."""

from __future__ import annotations

from agent_memory import clause_settings, natural
from agent_memory.clause_series import series_cuts

from .digest_items import contents


def holding(items: list[str], phrase: str) -> list[str]:
    return [item for item in items if phrase in item]


# ---- a series: "…, …, and …" lists facts, each an item of its own --------------------------------


def test_each_member_of_a_series_is_an_item() -> None:
    items = contents("User: The hall seats 200 people, lunch is by a local bakery, and sign-up ends on May 2.")
    assert holding(items, "seats 200") and not holding(items, "seats 200")[0].count("bakery")
    assert any("lunch is by a local bakery" in item and "200" not in item and "May 2" not in item for item in items)
    assert any("sign-up ends on May 2" in item and "bakery" not in item for item in items)


def test_a_member_without_a_verb_is_an_item_and_then_closes_a_series() -> None:
    items = contents(
        "User: Hiring steps for the designer role are a 20-minute call, a portfolio review capped at one hour, "
        "then a paid trial day with the team."
    )
    assert any("20-minute call" in item and "portfolio" not in item for item in items)
    assert any("portfolio review capped at one hour" in item and "trial" not in item for item in items)
    assert any("paid trial day" in item and "20-minute" not in item for item in items)


def test_a_series_after_a_label_is_one_item_a_member() -> None:
    items = contents("User: Blog rules: titles in sentence case, dates spelt out in full, and no emoji in headings.")
    assert any("titles in sentence case" in item and "dates" not in item for item in items)
    assert any("dates spelt out in full" in item and "emoji" not in item for item in items)
    assert any("no emoji in headings" in item and "titles" not in item for item in items)


def test_a_list_of_names_or_of_short_parts_is_no_series() -> None:
    assert series_cuts("We use Postgres, Redis, and Kafka for this.") == []
    assert series_cuts("Backups sit in rack C, slot 7, and bay 2.") == []
    items = contents("User: We use Postgres, Redis, and Kafka.")
    assert any("Postgres, Redis, and Kafka" in item for item in items)


def test_two_members_are_no_series() -> None:
    assert series_cuts("Builds run on the big runner, and the cache lives in the bucket.") == []


def test_a_chinese_sentence_is_cut_as_before() -> None:
    items = contents("User: 缓存用 Redis，队列用 Kafka，日志走 Loki。")
    assert any("缓存用 Redis" in item and "Kafka" not in item for item in items)
    assert any("队列用 Kafka" in item and "Loki" not in item for item in items)
    assert any("日志走 Loki" in item and "Redis" not in item for item in items)


def test_a_reason_an_example_or_a_lead_is_no_member() -> None:
    items = contents(
        "User: because the old runner kept crashing, we moved the builds to the new farm, and the caches now live in S3."
    )
    assert not any(item.endswith("because the old runner kept crashing") for item in items)
    assert series_cuts("For the book club, we meet on Thursdays, and the host picks the novel.") == []
    items = contents("User: Keys are in kebab case, e.g. save-button-label, and every change goes through review.")
    assert not any(item.split(": ", 1)[-1].startswith("e.g.") for item in items)


def test_a_comma_inside_an_aside_or_a_time_cuts_no_series() -> None:
    assert series_cuts("The wiki (which few read, sadly) moves to Notion, the forum stays, and the chat goes.") == [
        len("The wiki (which few read, sadly) moves to Notion, "),
        len("The wiki (which few read, sadly) moves to Notion, the forum stays, "),
    ]
    assert series_cuts("The deadline is June 3, 23:59 UTC, and the limit is 8 pages.") == []


# ---- a clause cut off that holds a setting or a rule is an item ----------------------------------


def test_a_setting_cut_off_is_an_item() -> None:
    items = contents("User: We host the game on our own box, and lobby size is 8 players.")
    assert any("lobby size is 8 players" in item and "own box" not in item for item in items)
    items = contents("User: keep the backoff at 5 seconds, so the broker can breathe.")
    assert any("keep the backoff at 5 seconds" in item for item in items)


def test_a_rule_cut_off_is_an_item() -> None:
    items = contents("User: Signed commits are mandatory on the main repo; plain commits are still fine on forks.")
    assert any("Signed commits are mandatory" in item and "forks" not in item for item in items)
    assert any("plain commits are still fine on forks" in item and "mandatory" not in item for item in items)


def test_what_is_no_setting_stays_none() -> None:
    assert clause_settings.SETTING.match("and it is 5 past already") is None  # a pronoun is no setting's subject
    assert clause_settings.SETTING.match("we are 3 people short today") is None
    assert clause_settings.DUTY.match("that is fine by me") is None
    assert contents("User: Is the limit 6 pages, or 8?") == []
    items = contents("User: 页数上限是 6 页，截止是周五。")  # the Chinese rules read it as before
    assert not any("Config: " in item for item in items)


# ---- the value that held before is no part of the fact --------------------------------------------


def test_the_value_before_is_dropped_in_english() -> None:
    items = contents("User: Late fees start at $40 — it was $25 but nobody paid on time.")
    assert any("Late fees start at $40" in item for item in items)
    assert not any("$25" in item or "nobody paid" in item for item in items)
    items = contents("User: the team has set the sales target at 900 units — up from last year's 700.")
    assert any("900 units" in item and "700" not in item for item in items)
    items = contents("User: from June the trial period goes to 21 days (it's 14 now).")
    assert any("21 days" in item and "14" not in item for item in items)
    assert natural.without_rejected("the reviewer is whoever wrote the ticket, not me.").rstrip(".") == (
        "the reviewer is whoever wrote the ticket"
    )


def test_the_value_before_is_dropped_in_chinese() -> None:
    items = contents("User: 数据库端口改成 5433 了（原来是 5432）")
    assert any("5433" in item and "5432" not in item for item in items)
    items = contents("User: 停车费每月 400，以前 350")
    assert any("400" in item and "350" not in item for item in items)


def test_what_is_no_value_before_stays() -> None:
    items = contents("User: Late fees start at $40 — because nobody paid on time.")
    assert any("nobody paid on time" in item for item in items)  # a reason stays with its fact
    items = contents("User: 数据库端口改成 5433（跟测试环境一致）")
    assert any("跟测试环境一致" in item for item in items)
    kept = "Deploys run at 5, not on weekends though, and never on Fridays."
    assert "not on weekends" in natural.without_rejected(kept)  # not at the clause's end


# ---- a Chinese clause saying when or a rule of its own, after a value --------------------------


def test_a_chinese_clause_with_its_own_when_or_rule_is_an_item() -> None:
    items = contents("User: 新仓库下个月三号正式启用，杭州那个旧仓库月底退租。")
    assert any("新仓库下个月三号正式启用" in item and "退租" not in item for item in items)
    assert any("杭州那个旧仓库月底退租" in item and "启用" not in item for item in items)
    items = contents("User: 车贷每月 15 号扣款，储蓄卡里至少留五千。")
    assert any("15 号扣款" in item and "五千" not in item for item in items)
    assert any("储蓄卡里至少留五千" in item and "扣款" not in item for item in items)


def test_a_chinese_number_with_its_measure_is_a_value() -> None:
    items = contents("User: 猫每天喂三顿，每顿 40 克。")
    assert any("每天喂三顿" in item and "40 克" not in item for item in items)
    assert any("每顿 40 克" in item and "三顿" not in item for item in items)


def test_a_reminder_a_rule_said_again_or_a_short_rider_stays() -> None:
    items = contents("User: 域名 6 月底到期，记得提醒我续费。")
    assert not any(item.endswith("记得提醒我续费") and "到期" not in item for item in items)
    items = contents("User: 密码最少 10 位，还得包含大写字母。")
    assert any("最少 10 位" in item and "大写字母" in item for item in items)
    items = contents("User: 回复的时候简短一点，别每次都写一大段总结。")
    assert len(items) <= 1


def test_a_chinese_clause_placing_the_fact_before_stays_with_it() -> None:
    items = contents("User: 周会两周一次，放在周四上午。")
    assert any("两周一次" in item and "周四上午" in item for item in items)


# ---- another setting after "and", its verb or subject not said again ---------------------------


def test_another_setting_after_and_is_an_item() -> None:
    items = contents("User: the snapshots run hourly at :05 and keep 48 copies.")
    assert any("hourly at :05" in item and "48 copies" not in item for item in items)
    assert any("keep 48 copies" in item and "hourly" not in item for item in items)
    items = contents("User: The checker now runs at 03:00 and flags any invoice over 500 dollars.")
    assert any("flags any invoice over 500 dollars" in item and "03:00" not in item for item in items)
    items = contents("User: The shop opens at 8:30 on weekdays and 10:00 on Sundays.")
    assert any("8:30 on weekdays" in item and "Sundays" not in item for item in items)
    assert any("10:00 on Sundays" in item and "weekdays" not in item for item in items)
    items = contents("User: the printers sit on VLAN 12 and the phones on VLAN 14.")
    assert any("VLAN 12" in item and "VLAN 14" not in item for item in items)
    items = contents("User: keep 5 dailies and 2 monthlies.")
    assert any("5 dailies" in item and "monthlies" not in item for item in items)
    assert any("2 monthlies" in item and "dailies" not in item for item in items)


def test_one_setting_with_and_inside_stays_whole() -> None:
    items = contents("User: the window is set between 9 and 17 on weekdays.")
    assert not any("17 on weekdays" in item and "9" not in item for item in items)
    items = contents("User: my wife and the kids are on the 9:40 train.")
    assert not any(item.split(": ", 1)[-1].startswith("the kids") for item in items)


def test_a_chinese_option_turned_down_after_the_one_chosen_is_dropped() -> None:
    items = contents("User: 团建定在五月底去，不拖到暑假了。")
    assert any("五月底去" in item and "暑假" not in item for item in items)
    items = contents("User: 宽带下个月 20 号到期，明年换移动，不续电信了。")
    assert any("20 号到期" in item and "换移动" not in item for item in items)
    assert any("明年换移动" in item and "电信" not in item for item in items)


def test_a_chinese_clause_that_is_no_option_turned_down_stays() -> None:
    items = contents("User: 团建定在五月底去，不带家属。")
    assert any("五月底去" in item and "不带家属" in item for item in items)


def test_a_long_list_of_asides_is_read_once() -> None:
    text = "The plan (a, b) moves to X, " * 2000 + "and the rest stays."
    cuts = series_cuts(text)
    assert len(cuts) == 2000  # every member after the first, none inside an aside


def test_what_a_thing_has_to_do_is_a_rule() -> None:
    items = contents(
        "User: Every page we publish has to pass the link checker; the alt texts are in the style guide now."
    )
    assert any("has to pass the link checker" in item and "alt texts" not in item for item in items)
    assert clause_settings.DUTY.match("we have to go now") is None  # a person's plan, no rule
    assert clause_settings.DUTY.match("the party has to be fun") is None


def test_a_chinese_topic_doing_something_too_or_months_later_is_an_item() -> None:
    items = contents("User: 国庆去成都，10 月 2 号飞过去，8 号从成都回来，机票都买好了。")
    assert any("8 号从成都回来" in item and "机票" not in item for item in items)
    assert any("机票都买好了" in item and "成都" not in item for item in items)
    items = contents("User: 旧论坛下周起只读，两个月后被关掉。")
    assert any("两个月后被关掉" in item and "只读" not in item for item in items)


def test_a_chinese_remark_on_the_value_stays_with_it() -> None:
    for remark in ("大伙也觉得够了", "价格也还算合理"):
        items = contents(f"User: 超时设成 30 秒，{remark}。")
        assert any("30 秒" in item and remark in item for item in items)


def test_a_value_taken_back_with_its_day_and_a_bare_subject_saying_what_it_is() -> None:
    items = contents("User: The standup is at 9 on Mondays — no, sorry, 9:15, we shifted it last week.")
    assert any("9:15" in item and "9 on Mondays" not in item for item in items)
    items = contents("User: The audit is booked with KPMG for the week of May 6, focus is the billing service.")
    assert any("May 6" in item and "focus is" not in item for item in items)
    items = contents("User: The standup is at 9 on Mondays, and on Fridays it is at 10.")
    assert any("9 on Mondays" in item for item in items)  # no value taken back


def test_so_where_a_thing_is_now_and_a_gapped_setting_with_its_words_are_facts() -> None:
    items = contents("User: The temp bucket gets wiped after 7 days, so the exports now live under /data/keep instead.")
    assert any("wiped after 7 days" in item and "/data/keep" not in item for item in items)
    assert any("exports now live under /data/keep" in item and "7 days" not in item for item in items)
    items = contents("User: The sync job runs every hour at minute 10, and the billing job only once a day at 02:00.")
    assert any("minute 10" in item and "billing" not in item for item in items)
    assert any("billing job only once a day at 02:00" in item and "minute 10" not in item for item in items)


def test_so_as_a_consequence_stays_a_rider() -> None:
    items = contents("User: The temp bucket gets wiped after 7 days, so the exports are gone by then.")
    assert any("7 days" in item and "gone by then" in item for item in items)


def test_how_a_thing_is_handled_said_in_the_passive_is_an_item() -> None:
    items = contents(
        "User: The old wiki was archived on Monday; drafts are now kept on the shared drive, and temp links are revoked after 3 days."
    )
    assert any("drafts are now kept on the shared drive" in item and "temp links" not in item for item in items)
    assert any("temp links are revoked after 3 days" in item and "drafts" not in item for item in items)


def test_a_state_said_in_the_passive_is_no_rule() -> None:
    assert contents("User: the build badge is broken on the readme, lol.") == []
    assert clause_settings.HANDLED.match("it is used by the old app") is None


def test_a_chinese_topic_written_a_way_is_one_of_a_list_of_conventions() -> None:
    items = contents("User: 周报固定在周五下午发，开头写结论，附录放数据。")
    assert any("开头写结论" in item and "附录" not in item for item in items)
    assert any("附录放数据" in item and "结论" not in item for item in items)
    assert contents("User: 我写了个脚本，跑得挺快。") == []


def test_a_series_of_how_the_user_works_is_a_list_of_preferences() -> None:
    items = contents(
        "User: I write drafts by hand, type them up in Scrivener, and send chapters to my editor every Friday."
    )
    assert any("write drafts by hand" in item and "Scrivener" not in item for item in items)
    assert any("type them up in Scrivener" in item and "editor" not in item for item in items)
    assert any("send chapters to my editor every Friday" in item and "by hand" not in item for item in items)


def test_a_series_of_what_the_user_did_is_no_item() -> None:
    assert contents("User: I went to the park, had a picnic with the kids, and then slept all afternoon.") == []


def test_what_was_done_to_a_thing_and_when_is_an_event() -> None:
    items = contents("User: The old mail server was switched off on Tuesday; invites are now sent through Postmark.")
    assert any("switched off on Tuesday" in item and "Postmark" not in item for item in items)
    items = contents("User: The export script was rewritten last week.")
    assert any("rewritten last week" in item for item in items)
    assert clause_settings.DONE_ON.match("it was fixed on Monday") is None  # a pronoun says no thing


def test_a_contrast_leaving_something_out_is_a_fact_of_its_own() -> None:
    items = contents("User: Set the sync window to 02:00 — but nothing from the archive until the audit is done.")
    assert any("02:00" in item and "archive" not in item for item in items)
    assert any("nothing from the archive until the audit is done" in item and "02:00" not in item for item in items)
    items = contents("User: Set the sync window to 02:00 — but nothing else changes.")
    assert not any(item.split(": ", 1)[-1].startswith("nothing else") for item in items)
