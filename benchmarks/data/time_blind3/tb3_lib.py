"""Helpers and self-checks for time_blind3 (stdlib only)."""
import datetime as dt
import re

D = dt.date
WD_EN = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
WD_ZH = [["一"], ["二"], ["三"], ["四"], ["五"], ["六"], ["日", "天"]]
ZH_NUM = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十",
          14: "十四", 15: "十五", 20: "二十", 30: "三十"}
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
CJK = re.compile(r"[\u4e00-\u9fff]")


class CheckError(Exception):
    pass


def fail(msg):
    raise CheckError(msg)


def M(key, when, topic, ev, text):
    return {"key": key, "when": when, "topic": topic, "ev": ev, "text": text}


def Q(asked, kind, query, expected, o=None, p=None, mode=None, note=None):
    return {"asked": asked, "kind": kind, "query": query, "expected": list(expected),
            "o": [list(x) for x in (o or [])], "p": p, "mode": mode, "note": note}


def H(lang, memories, questions):
    return {"lang": lang, "memories": memories, "questions": questions}


def parse_ts(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def iso(s):
    return parse_ts(s).strftime("%Y-%m-%dT%H:%M:00+00:00")


def pdate(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").date()


def monday(d):
    return d - dt.timedelta(days=d.weekday())


def month_range(y, m):
    if m < 1:
        y, m = y - 1, m + 12
    start = D(y, m, 1)
    nxt = D(y + 1, 1, 1) if m == 12 else D(y, m + 1, 1)
    return start, nxt - dt.timedelta(days=1)


def has_any(text, words):
    low = text.lower()
    return any(w.lower() in low for w in words)


def date_mentions(d):
    m, day = d.month, d.day
    mn = MONTHS_EN[m - 1]
    return [d.isoformat(), f"{mn} {day}", f"{day} {mn}", f"{mn[:3]} {day}",
            f"{m}月{day}日", f"{m}月{day}号", f"{d.year}年{m}月{day}日"]


def wd_words(n, prefix_en, prefix_zh):
    en = [f"{prefix_en} {WD_EN[n]}"] if prefix_en else []
    zh = []
    for pz in prefix_zh:
        for z in WD_ZH[n]:
            zh.append(f"{pz}{z}")
    return en + zh


# --- events recorded by memories -------------------------------------------------
REL_WORDS = {
    "0": ["today", "this morning", "tonight", "earlier today", "just now", "this afternoon",
          "今天", "今早", "今晚", "刚才", "刚刚", "今天上午", "今天下午"],
    "-1": ["yesterday", "last night", "昨天", "昨晚"],
    "-2": ["two days ago", "the day before yesterday", "前天"],
    "-3": ["three days ago", "三天前"],
    "-4": ["four days ago", "四天前"],
    "-7": ["a week ago", "一周前", "一个星期前"],
    "+1": ["tomorrow", "明天"],
    "+2": ["the day after tomorrow", "后天"],
}


def event_of(mem):
    """Return (start, end, announced, words) for a memory's event code, or None."""
    ev = mem["ev"]
    if not ev:
        return None
    w = parse_ts(mem["when"]).date()
    if ev in REL_WORDS:
        d = w + dt.timedelta(days=int(ev))
        return d, d, int(ev) > 0, REL_WORDS[ev]
    if ev.startswith("lw:"):
        n = int(ev[3:])
        d = monday(w) - dt.timedelta(days=7) + dt.timedelta(days=n)
        return d, d, False, wd_words(n, "last", ["上周", "上星期", "上个星期"])
    if ev.startswith("tw:"):
        n = int(ev[3:])
        d = monday(w) + dt.timedelta(days=n)
        return d, d, d > w, wd_words(n, "this", ["这周", "本周", "这个星期"])
    if ev.startswith("nw:"):
        n = int(ev[3:])
        d = monday(w) + dt.timedelta(days=7 + n)
        return d, d, True, wd_words(n, "next", ["下周", "下星期", "下个星期"])
    if ev == "wkend":
        if w.weekday() != 0:
            fail(f"{mem['key']}: 'wkend' memory not written on a Monday ({w})")
        return w - dt.timedelta(days=2), w - dt.timedelta(days=1), False, ["weekend", "周末"]
    if ev == "lwk":
        s = monday(w) - dt.timedelta(days=7)
        return s, s + dt.timedelta(days=6), False, ["last week", "上周", "上星期"]
    if ev == "lm":
        s, e = month_range(w.year, w.month - 1)
        return s, e, False, ["last month", "上个月", "上月"]
    # absolute: "YYYY-MM-DD" or "YYYY-MM-DD..YYYY-MM-DD"
    parts = ev.split("..")
    s = pdate(parts[0])
    e = pdate(parts[1]) if len(parts) > 1 else s
    return s, e, True, None  # announced only counts if after written


def check_event(mem):
    r = event_of(mem)
    if r is None:
        return None
    s, e, announced, words = r
    w = parse_ts(mem["when"]).date()
    text = mem["text"]
    if words is not None:
        if not has_any(text, words):
            fail(f"{mem['key']}: event code {mem['ev']} needs one of {words}")
        if e > w and not announced:
            fail(f"{mem['key']}: event after writing")
    else:
        if not has_any(text, date_mentions(s)):
            fail(f"{mem['key']}: absolute date {s} not in text")
        if e != s and not has_any(text, date_mentions(e)) and not has_any(text, [str(e.day)]):
            fail(f"{mem['key']}: range end {e} not in text")
    if e < s:
        fail(f"{mem['key']}: event range reversed")
    return s, e


# --- periods in questions ---------------------------------------------------------
def zh_n(n):
    return ZH_NUM.get(n, str(n))


def period_of(code, asked):
    """Resolve a coded period against the asking date. Returns (start, end, words)."""
    a = asked
    if code == "lw":
        s = monday(a) - dt.timedelta(days=7)
        return s, s + dt.timedelta(days=6), ["last week", "上周", "上星期", "上个星期"]
    if code == "tw":
        s = monday(a)
        return s, a, ["this week", "这周", "本周", "这个星期"]
    if code == "llw":
        s = monday(a) - dt.timedelta(days=14)
        return s, s + dt.timedelta(days=6), ["week before last", "上上周", "上上个星期"]
    if code == "lwkend":
        s = monday(a) - dt.timedelta(days=2)
        return s, s + dt.timedelta(days=1), ["last weekend", "上周末", "上个周末"]
    if code == "lm":
        s, e = month_range(a.year, a.month - 1)
        return s, e, ["last month", "上个月", "上月"]
    if code == "llm":
        s, e = month_range(a.year, a.month - 2)
        return s, e, ["month before last", "上上个月"]
    if code == "lm-late":
        s, e = month_range(a.year, a.month - 1)
        return D(s.year, s.month, 21), e, ["end of last month", "上个月底", "上月底", "上个月月底"]
    if code == "lm-early":
        s, e = month_range(a.year, a.month - 1)
        return s, D(s.year, s.month, 10), ["start of last month", "上个月初", "上月初", "early last month"]
    if code == "tm":
        s, _ = month_range(a.year, a.month)
        return s, a, ["this month", "这个月", "本月"]
    if code == "tm-early":
        s, _ = month_range(a.year, a.month)
        return s, D(a.year, a.month, 10), ["本月初", "这个月初", "the first ten days of this month"]
    if code == "ly":
        return D(a.year - 1, 1, 1), D(a.year - 1, 12, 31), ["last year", "去年"]
    if code == "ty":
        return D(a.year, 1, 1), a, ["this year", "今年"]
    if code == "lyy":
        return D(a.year - 2, 1, 1), D(a.year - 2, 12, 31), ["前年", "the year before last"]
    if code == "ly-h2":
        return D(a.year - 1, 7, 1), D(a.year - 1, 12, 31), ["second half of last year", "去年下半年"]
    if code == "ly-h1":
        return D(a.year - 1, 1, 1), D(a.year - 1, 6, 30), ["first half of last year", "去年上半年"]
    if code == "ly-autumn":
        return D(a.year - 1, 9, 1), D(a.year - 1, 11, 30), ["last autumn", "last fall", "去年秋天", "去年秋季"]
    if code == "ly-summer":
        return D(a.year - 1, 6, 1), D(a.year - 1, 8, 31), ["last summer", "去年夏天"]
    if code == "ly-guoqing":
        return D(a.year - 1, 10, 1), D(a.year - 1, 10, 7), ["去年国庆"]
    if code == "lq":
        q = (a.month - 1) // 3
        y = a.year
        if q == 0:
            y, q = y - 1, 4
        s = D(y, 3 * (q - 1) + 1, 1)
        _, e = month_range(y, 3 * q)
        return s, e, ["last quarter", "上个季度", "上季度"]
    if code.startswith("d-"):
        n = int(code[2:])
        d = a - dt.timedelta(days=n)
        words = {1: ["yesterday", "昨天"], 2: ["前天", "the day before yesterday", "two days ago"],
                 3: ["三天前", "three days ago"], 4: ["四天前", "four days ago"]}[n]
        return d, d, words
    if code.startswith("lwd:"):
        n = int(code[4:])
        d = monday(a) - dt.timedelta(days=7) + dt.timedelta(days=n)
        return d, d, wd_words(n, "last", ["上周", "上星期", "上个星期"])
    if code.startswith("past:"):
        n = int(code[5:])
        return a - dt.timedelta(days=n), a, [f"past {n} days", f"last {n} days", f"过去{zh_n(n)}天",
                                           f"最近{zh_n(n)}天", f"过去{n}天", f"最近{n}天",
                                           f"past {['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] if n <= 10 else n} days"]
    if code == "past2w":
        return a - dt.timedelta(days=14), a, ["past two weeks", "last two weeks", "过去两周", "最近两周", "最近两个星期"]
    fail(f"unknown period code {code}")


# --- building and checking ----------------------------------------------------------
def topics(mem):
    return set(mem["topic"].split("|"))


def build(histories):
    out_h, out_q = [], []
    stats = {"derived": 0, "hand": 0}
    qn = 0
    for hi, h in enumerate(histories, 1):
        hid = f"h{hi:02d}"
        mems = h["memories"]
        keys = [m["key"] for m in mems]
        if len(set(keys)) != len(keys):
            fail(f"{hid}: duplicate keys")
        texts = [m["text"] for m in mems]
        if len(set(texts)) != len(texts):
            fail(f"{hid}: duplicate memory text")
        whens = [parse_ts(m["when"]) for m in mems]
        if whens != sorted(whens) or len(set(whens)) != len(whens):
            fail(f"{hid}: memories not strictly in written order")
        byk = {m["key"]: m for m in mems}
        events = {}
        for m in mems:
            r = check_event(m)
            if r:
                events[m["key"]] = r
        # language
        zh_m = [bool(CJK.search(m["text"])) for m in mems]
        zh_q = [bool(CJK.search(q["query"])) for q in h["questions"]]
        lang = h["lang"]
        if lang == "en" and (any(zh_m) or any(zh_q)):
            fail(f"{hid}: CJK in an en history")
        if lang == "zh" and not all(zh_m):
            fail(f"{hid}: non-CJK memory in a zh history")
        if lang == "mixed" and not (any(zh_m) and not all(zh_m) and any(zh_q) and not all(zh_q)):
            fail(f"{hid}: mixed history lacks one language in memories or questions")
        last = max(whens)
        split = "heldout" if hi % 3 == 0 else "tune"
        seen_q = set()
        for q in h["questions"]:
            qn += 1
            qid = f"q{qn:03d}"
            where = f"{hid}/{qid} ({q['query'][:40]})"
            if q["query"] in seen_q:
                fail(f"{where}: duplicate question")
            seen_q.add(q["query"])
            asked_dt = parse_ts(q["asked"])
            asked = asked_dt.date()
            if asked_dt < last:
                fail(f"{where}: asked before last memory")
            exp = q["expected"]
            if not exp or len(set(exp)) != len(exp):
                fail(f"{where}: empty or duplicate expected")
            for k in exp + [k for pr in q["o"] for k in pr]:
                if k not in byk:
                    fail(f"{where}: unknown key {k}")
            for a, b in q["o"]:
                if b in exp:
                    fail(f"{where}: outranked {b} is also expected")
                ta, tb = topics(byk[a]), topics(byk[b])
                base_b = {t.split(":")[0] for t in tb if t.endswith(":other")}
                if not (ta & tb or ta & base_b):
                    fail(f"{where}: pair {a}>{b} crosses topics")
                if ta & tb and parse_ts(byk[a]["when"]) < parse_ts(byk[b]["when"]):
                    fail(f"{where}: pair puts older {a} above newer {b}")
            kind = q["kind"]
            first = byk[exp[0]]
            period = None
            mode = q["mode"]
            if kind in ("dated", "relative"):
                if not q["p"] or mode not in ("state", "event"):
                    fail(f"{where}: dated/relative needs a period and a mode")
            if q["p"]:
                if isinstance(q["p"], str):
                    if kind != "relative":
                        fail(f"{where}: coded period on a non-relative question")
                    s, e, words = period_of(q["p"], asked)
                    if not has_any(q["query"], words):
                        fail(f"{where}: relative words for {q['p']} missing ({words})")
                else:
                    if kind == "relative":
                        fail(f"{where}: relative question with explicit period")
                    s, e = pdate(q["p"][0]), pdate(q["p"][1])
                if e < s:
                    fail(f"{where}: period reversed")
                if s > asked:
                    fail(f"{where}: period after asking")
                period = (s, e)
            if kind == "current":
                ok_topics = set()
                for t in sorted(topics(first)):
                    if t.endswith(":other"):
                        continue
                    same = [m for m in mems if t in topics(m)]
                    if same[-1]["key"] == first["key"]:
                        ok_topics.add(t)
                if not ok_topics:
                    fail(f"{where}: first expected is not the newest of its topic")
                older = [m["key"] for m in mems if ok_topics & topics(m) and m["key"] != first["key"]
                         and m["key"] not in exp]
                if older and not any(a == first["key"] and b in older for a, b in q["o"]):
                    fail(f"{where}: fact has history but no pair above an older statement")
                for i, k1 in enumerate(exp):
                    for k2 in exp[i + 1:]:
                        if topics(byk[k1]) & topics(byk[k2]) & ok_topics and \
                                parse_ts(byk[k1]["when"]) < parse_ts(byk[k2]["when"]):
                            fail(f"{where}: expected lists older {k1} before newer {k2}")
                if period and not q["note"]:
                    fail(f"{where}: current question with period needs a note")
            if kind == "when":
                if exp[0] not in events:
                    fail(f"{where}: when-question's first expected has no event")
            if period and mode == "state":
                s, e = period
                for k in exp:
                    if parse_ts(byk[k]["when"]).date() > e:
                        fail(f"{where}: state expected {k} written after period end")
                st = None
                for t in sorted(topics(first)):
                    if t.endswith(":other"):
                        continue
                    by_then = [m for m in mems if t in topics(m) and parse_ts(m["when"]).date() <= e]
                    if by_then and by_then[-1]["key"] == first["key"]:
                        st = t
                        break
                if st is None:
                    fail(f"{where}: state first expected is not the last statement by period end")
                if not q["o"]:
                    after = [m for m in mems if st in topics(m) and parse_ts(m["when"]).date() > e]
                    if after:
                        q["o"] = [[first["key"], after[0]["key"]]]
                        stats["derived"] += 1
                elif kind != "current":
                    stats["hand"] += 1
            elif period and mode == "event":
                s, e = period
                for k in exp:
                    if k not in events:
                        fail(f"{where}: event expected {k} has no event")
                    es, ee = events[k]
                    if es < s or ee > e:
                        fail(f"{where}: event of {k} ({es}..{ee}) outside period {s}..{e}")
            if kind == "current" and q["o"]:
                stats["hand"] += 1
            if kind != "current" and kind != "when" and q["o"] and not (period and mode == "state"):
                stats["hand"] += 1
            rec = {"id": qid, "history": hid, "asked_at": iso(q["asked"]), "query": q["query"],
                   "kind": kind, "expected": exp}
            if q["o"]:
                rec["outranks"] = q["o"]
            if period:
                rec["period"] = [period[0].isoformat(), period[1].isoformat()]
                rec["period_mode"] = mode
            if kind == "when":
                es, ee = events[exp[0]]
                if ee > asked:
                    fail(f"{where}: answer period after asked_at")
                rec["answer_period"] = [es.isoformat(), ee.isoformat()]
            if q["note"]:
                rec["note"] = q["note"]
            rec["split"] = split
            if kind not in ("current", "dated", "relative", "when"):
                fail(f"{where}: bad kind")
            if kind == "relative" and not isinstance(q["p"], str):
                fail(f"{where}: relative without coded period")
            out_q.append(rec)
        out_h.append({"id": hid, "lang": lang,
                      "memories": [{"key": m["key"], "written_at": iso(m["when"]), "text": m["text"]}
                                   for m in mems]})
    return {"version": 1, "histories": out_h, "questions": out_q}, stats
