"""Helpers for time_blind6: dates, events, periods, self-checks, JSON layout (stdlib only)."""
import datetime as dt
import hashlib
import json
import re

D = dt.date
WD_EN = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
WD_ZH = ["一", "二", "三", "四", "五", "六", "日"]
CJK = re.compile(r"[\u3400-\u9fff]")


class CheckError(Exception):
    pass


def pdt(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def pd(s):
    return dt.date.fromisoformat(s)


def iso(x):
    return x.strftime("%Y-%m-%dT%H:%M:00+00:00")


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    y += d.year
    m += 1
    last = month_end(D(y, m, 1)).day
    return D(y, m, min(d.day, last))


def month_end(d):
    nxt = D(d.year + (d.month == 12), d.month % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)


def prev_month_start(d, n=1):
    first = D(d.year, d.month, 1)
    for _ in range(n):
        first = D(first.year - (first.month == 1), (first.month - 2) % 12 + 1, 1)
    return first


# --- relative words in memories -------------------------------------------------
REL_WORDS = {
    "0": ["today", "this morning", "this afternoon", "tonight", "earlier today", "今天", "今晚", "今早", "今儿", "刚刚"],
    "-1": ["yesterday", "last night", "昨天", "昨晚", "昨儿"],
    "-2": ["the day before yesterday", "前天", "前儿"],
    "-3": ["three days ago", "大前天", "三天前"],
    "-4": ["four days ago", "四天前"],
    "-5": ["five days ago", "五天前"],
    "-7": ["a week ago", "一周前", "一个星期前", "一礼拜前"],
    "-10": ["ten days ago", "十天前"],
    "-14": ["two weeks ago", "a fortnight ago", "两周前", "两个星期前"],
}


def has_any(text, words):
    low = text.lower()
    return any(w.lower() in low for w in words)


def event_of(mem):
    """(start, end) of the event a memory records, or None."""
    key, wa, text, topic, ev = mem[:5]
    if ev is None:
        return None
    w = pdt(wa).date()
    if isinstance(ev, tuple):
        kind = ev[0]
        s = pd(ev[1])
        e = pd(ev[2]) if ev[2] else s
        return (s, e)
    if ev in ("wkend", "lwe"):
        mon = w - dt.timedelta(days=w.weekday())
        return (mon - dt.timedelta(days=2), mon - dt.timedelta(days=1))
    if ev.startswith("lw:"):
        k = int(ev[3:])
        mon = w - dt.timedelta(days=w.weekday()) - dt.timedelta(days=7)
        d = mon + dt.timedelta(days=k)
        return (d, d)
    if ev.startswith("tw:"):
        k = int(ev[3:])
        d = w - dt.timedelta(days=w.weekday()) + dt.timedelta(days=k)
        return (d, d)
    if ev.startswith("dom:"):
        d = D(w.year, w.month, int(ev[4:]))
        return (d, d)
    d = w + dt.timedelta(days=int(ev))
    return (d, d)


def event_words_ok(mem):
    key, wa, text, topic, ev = mem[:5]
    w = pdt(wa).date()
    wd = w.weekday()
    errs = []
    if isinstance(ev, tuple):
        if ev[0] not in ("abs", "plan"):
            errs.append("unknown event code %r" % (ev,))
        for tok in ev[3:]:
            if tok not in text:
                errs.append("date token %r missing from %s" % (tok, key))
        if len(ev) < 4 or (ev[2] and len(ev) < 5):
            errs.append("date tokens missing for %s" % key)
        return errs
    if ev == "wkend":
        if wd != 0:
            errs.append("weekend memory %s not written on a Monday" % key)
        if not has_any(text, ["weekend", "周末"]) or has_any(text, ["last weekend", "上周末", "上个周末"]):
            errs.append("weekend word missing in %s" % key)
    elif ev == "lwe":
        if not 1 <= wd <= 4:
            errs.append("last-weekend memory %s not written Tuesday-Friday" % key)
        if not has_any(text, ["last weekend", "上周末", "上个周末"]):
            errs.append("last-weekend word missing in %s" % key)
    elif ev.startswith("lw:"):
        k = int(ev[3:])
        en = "last " + WD_EN[k]
        zh = ["上周" + WD_ZH[k], "上礼拜" + WD_ZH[k], "上星期" + WD_ZH[k]]
        if k == 6:
            zh += ["上周天", "上礼拜天", "上星期天"]
        if not has_any(text, [en] + zh):
            errs.append("last-weekday word missing in %s" % key)
    elif ev.startswith("tw:"):
        k = int(ev[3:])
        if not k < wd:
            errs.append("this-week weekday %s not earlier in the writing week" % key)
        words = ["on " + WD_EN[k], "this " + WD_EN[k], "这周" + WD_ZH[k], "本周" + WD_ZH[k], "这礼拜" + WD_ZH[k], "这星期" + WD_ZH[k]]
        if not has_any(text, words):
            errs.append("this-week weekday word missing in %s" % key)
    elif ev.startswith("dom:"):
        n = int(ev[4:])
        if n >= w.day:
            errs.append("day-of-month %s not earlier in the writing month" % key)
        sfx = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        if not has_any(text, ["the %d%s" % (n, sfx), "%d号" % n, "%d日" % n]):
            errs.append("day-of-month word missing in %s" % key)
    elif ev in REL_WORDS:
        words = REL_WORDS[ev]
        ok = has_any(text, words)
        if ev == "-2" and has_any(text, ["大前天"]) and not ("前天" in text.replace("大前天", "")):
            ok = has_any(text, ["the day before yesterday"])
        if ev == "-1" and not has_any(text, REL_WORDS["-1"]):
            ok = False
        if not ok:
            errs.append("relative word for %s missing in %s" % (ev, key))
        if ev == "-1" and "前天" in text and not has_any(text, ["yesterday", "昨天", "昨晚", "昨儿"]):
            errs.append("relative word for -1 missing in %s" % key)
    else:
        errs.append("unknown event code %r in %s" % (ev, key))
    return errs


# --- relative question periods ---------------------------------------------------
PERIODS = {
    "last_spring": ["last spring", "去年春天"],
    "h1_last_year": ["first half of last year", "去年上半年"],
    "end_last_year": ["end of last year", "去年年底", "去年底"],
    "early_last_month": ["early last month", "beginning of last month", "上个月初", "上月初"],
    "mid_last_month": ["middle of last month", "mid last month", "上个月中旬", "上月中旬"],
    "last_week": ["last week", "上周", "上个星期", "上礼拜"],
    "past_fortnight": ["past fortnight", "past two weeks", "last two weeks", "最近两周", "近两周"],
    "past_half_month": ["最近半个月", "past half month", "近半个月"],
    "this_year": ["this year", "今年"],
    "two_months_ago": ["two months ago", "month before last", "两个月前", "上上个月"],
    "this_quarter": ["this quarter", "本季度", "这个季度"],
    "past_three_months": ["past three months", "last three months", "最近三个月", "近三个月"],
    "past_30_days": ["past 30 days", "last 30 days", "最近30天", "近30天"],
    "last_winter": ["last winter", "去年冬天"],
}


def resolve_period(code, asked):
    a = asked
    if code == "last_spring":
        return (D(a.year - 1, 3, 1), D(a.year - 1, 5, 31))
    if code == "h1_last_year":
        return (D(a.year - 1, 1, 1), D(a.year - 1, 6, 30))
    if code == "end_last_year":
        return (D(a.year - 1, 12, 1), D(a.year - 1, 12, 31))
    if code == "early_last_month":
        s = prev_month_start(a)
        return (s, s + dt.timedelta(days=9))
    if code == "mid_last_month":
        s = prev_month_start(a)
        return (s + dt.timedelta(days=10), s + dt.timedelta(days=19))
    if code == "last_week":
        mon = a - dt.timedelta(days=a.weekday() + 7)
        return (mon, mon + dt.timedelta(days=6))
    if code == "past_fortnight":
        return (a - dt.timedelta(days=14), a)
    if code == "past_half_month":
        return (a - dt.timedelta(days=15), a)
    if code == "this_year":
        return (D(a.year, 1, 1), a)
    if code == "two_months_ago":
        s = prev_month_start(a, 2)
        return (s, month_end(s))
    if code == "this_quarter":
        return (D(a.year, 3 * ((a.month - 1) // 3) + 1, 1), a)
    if code == "past_three_months":
        return (add_months(a, -3), a)
    if code == "past_30_days":
        return (a - dt.timedelta(days=30), a)
    if code == "last_winter":
        # the most recent Dec-Feb winter that has ended before the asking day
        y = a.year if a.month >= 3 else a.year - 1
        return (D(y - 1, 12, 1), D(y, 3, 1) - dt.timedelta(days=1))
    raise CheckError("unknown period code %r" % code)


# --- checks ----------------------------------------------------------------------
def topics(mem):
    return mem[3].split("|")


def is_neg_of(mem, topic):
    return topic + ":other" in topics(mem)


def qfields(q):
    query, kind, expected, topic, period, mode = q[:6]
    extra = list(q[6]) if len(q) > 6 else []
    return query, kind, list(expected), topic, period, mode, extra


def asked_times(h):
    base = pdt(h["asked"])
    return [base + dt.timedelta(minutes=3 * i) for i in range(len(h["qs"]))]


def build_questions(h):
    """Returns list of dicts (without ids) with derived pairs; raises nothing."""
    mems = h["mems"]
    by = {m[0]: m for m in mems}
    order = {m[0]: i for i, m in enumerate(mems)}
    out = []
    for q, at in zip(h["qs"], asked_times(h)):
        query, kind, exp, topic, period, mode, extra = qfields(q)
        pairs = []
        per = None
        ans = None
        if period is not None:
            if isinstance(period, str):
                per = resolve_period(period, at.date()) if period in PERIODS else None
            else:
                per = (pd(period[0]), pd(period[1]))
        if kind == "current" and topic and exp and exp[0] in by:
            first = exp[0]
            older = [m for m in mems if topic in topics(m) and order[m[0]] < order[first] and m[0] not in exp]
            if older:
                pairs.append([first, older[-1][0]])
            for m in mems:
                if is_neg_of(m, topic):
                    pairs.append([first, m[0]])
        if kind in ("dated", "relative") and mode == "state" and per and topic and exp and exp[0] in by:
            succ = [m for m in mems if topic in topics(m) and pdt(m[1]).date() > per[1]]
            if succ:
                pairs.append([exp[0], succ[0][0]])
        if kind == "when" and exp and exp[0] in by:
            ans = event_of(by[exp[0]])
        for p in extra:
            pairs.append(list(p))
        out.append(dict(at=at, query=query, kind=kind, expected=exp, topic=topic, period=per,
                        pcode=period, mode=mode, pairs=pairs, answer=ans))
    return out


def check_all(hs, min_h=25, min_q=250):
    errs = []
    E = errs.append
    nq = 0
    seen_keys_total = 0
    for i, h in enumerate(hs):
        hid = h["id"]
        if hid != "h%02d" % (i + 1):
            E("history id %s out of order at position %d" % (hid, i + 1))
        mems = h["mems"]
        by = {}
        for m in mems:
            if m[0] in by:
                E("%s duplicate key %s" % (hid, m[0]))
            by[m[0]] = m
        order = {m[0]: j for j, m in enumerate(mems)}
        for a, b in zip(mems, mems[1:]):
            if not pdt(a[1]) < pdt(b[1]):
                E("%s memories not in written_at order at %s" % (hid, b[0]))
        texts = [m[2] for m in mems]
        if len(set(texts)) != len(texts):
            E("%s duplicate memory text" % hid)
        queries = [q[0] for q in h["qs"]]
        if len(set(queries)) != len(queries):
            E("%s duplicate question" % hid)
        last_w = max(pdt(m[1]) for m in mems)
        # language
        lang = h["lang"]
        mem_cjk = [bool(CJK.search(m[2])) for m in mems]
        q_cjk = [bool(CJK.search(q)) for q in queries]
        if lang == "en":
            if any(mem_cjk):
                E("%s CJK memory in an en history" % hid)
            if any(q_cjk):
                E("%s CJK query in an en history" % hid)
        elif lang == "zh":
            if not all(mem_cjk):
                E("%s English memory in a zh history" % hid)
            if not all(q_cjk):
                E("%s English query in a zh history" % hid)
        elif lang == "mixed":
            if all(mem_cjk) or not any(mem_cjk):
                E("%s mixed history lacks a language in memories" % hid)
            if all(q_cjk) or not any(q_cjk):
                E("%s mixed history lacks a language in queries" % hid)
        else:
            E("%s unknown lang" % hid)
        # events
        for m in mems:
            if not m[3]:
                E("%s %s has no topic" % (hid, m[0]))
            if m[4] is None:
                continue
            for e in event_words_ok(m):
                E("%s %s" % (hid, e))
            ev = event_of(m)
            plan = isinstance(m[4], tuple) and m[4][0] == "plan"
            if ev and ev[1] > pdt(m[1]).date() and not plan:
                E("%s event of %s after its writing" % (hid, m[0]))
        # questions
        qs = build_questions(h)
        neg_pair = False
        for q in qs:
            nq += 1
            tag = "%s %r" % (hid, q["query"][:30])
            if q["at"] < last_w:
                E("%s asked_at before the last memory" % tag)
            exp = q["expected"]
            if not exp:
                E("%s empty expected" % tag)
                continue
            if len(set(exp)) != len(exp):
                E("%s duplicate expected" % tag)
            bad = [k for k in exp + [x for p in q["pairs"] for x in p] if k not in by]
            if bad:
                E("%s unknown key %s" % (tag, bad[0]))
                continue
            topic = q["topic"]
            for a, b in q["pairs"]:
                if a == b:
                    E("%s pair puts a memory above itself" % tag)
                if b in exp:
                    E("%s outranked memory also expected" % tag)
                ta, tb = topics(by[a]), topics(by[b])
                same = bool(set(ta) & set(tb)) or any(t + ":other" in tb for t in ta)
                if not same:
                    E("%s cross-topic pair" % tag)
                negb = any(t.endswith(":other") for t in tb)
                if q["kind"] == "current" and not negb and order[a] < order[b]:
                    E("%s older-above-newer pair" % tag)
            kind = q["kind"]
            if kind == "current":
                if not topic:
                    E("%s current without topic" % tag)
                    continue
                tm = [m[0] for m in mems if topic in topics(m)]
                if not tm or exp[0] != tm[-1]:
                    E("%s current expected not the newest" % tag)
                te = [k for k in exp if k in tm]
                if te != sorted(te, key=lambda k: -order[k]):
                    E("%s expected lists older before newer" % tag)
                if any(any(t.endswith(":other") for t in topics(by[b])) for a, b in q["pairs"]):
                    neg_pair = True
            elif kind in ("dated", "relative"):
                if q["pcode"] is None or q["mode"] not in ("event", "state"):
                    E("%s period or mode missing" % tag)
                    continue
                if kind == "relative":
                    if not isinstance(q["pcode"], str):
                        E("%s relative question with an explicit period" % tag)
                        continue
                    if q["pcode"] not in PERIODS:
                        E("%s unknown period code" % tag)
                        continue
                    if not has_any(q["query"], PERIODS[q["pcode"]]):
                        E("%s period words not in query" % tag)
                else:
                    if isinstance(q["pcode"], str):
                        E("%s dated question with a coded period" % tag)
                        continue
                s, e = q["period"]
                if s > e:
                    E("%s empty period" % tag)
                if s > q["at"].date():
                    E("%s period after asked_at" % tag)
                if q["mode"] == "state":
                    if not topic:
                        E("%s state without topic" % tag)
                        continue
                    for k in exp:
                        if pdt(by[k][1]).date() > e:
                            E("%s state expected written after the period" % tag)
                    tm = [m for m in mems if topic in topics(m) and pdt(m[1]).date() <= e]
                    if not tm or exp[0] != tm[-1][0]:
                        E("%s state expected not the last by the period end" % tag)
                    elif pdt(tm[-1][1]).date() >= s:
                        before = [m for m in tm if pdt(m[1]).date() < s]
                        if before and before[-1][0] not in exp:
                            E("%s period covers a change without the earlier fact" % tag)
                else:
                    for k in exp:
                        ev = event_of(by[k])
                        if ev is None or ev[1] < s or ev[0] > e:
                            E("%s event outside the period" % tag)
            elif kind == "when":
                ev = event_of(by[exp[0]])
                if ev is None:
                    E("%s when answer without an event" % tag)
                elif ev[1] > q["at"].date():
                    E("%s when answer after asked_at" % tag)
            else:
                E("%s unknown kind" % tag)
        if not neg_pair:
            E("%s no current question pairs a hard negative" % hid)
    if len(hs) < min_h:
        E("too few histories: %d" % len(hs))
    if nq < min_q:
        E("too few questions: %d" % nq)
    return errs


# --- JSON -----------------------------------------------------------------------
def to_json(hs):
    out = {"version": 1, "histories": [], "questions": []}
    n = 0
    for i, h in enumerate(hs):
        out["histories"].append({"id": h["id"], "lang": h["lang"],
                                 "memories": [{"key": m[0], "written_at": iso(pdt(m[1])), "text": m[2]} for m in h["mems"]]})
        split = "heldout" if (i + 1) % 3 == 0 else "tune"
        for q in build_questions(h):
            n += 1
            d = {"id": "q%03d" % n, "history": h["id"], "asked_at": iso(q["at"]), "query": q["query"],
                 "kind": q["kind"], "expected": q["expected"]}
            if q["pairs"]:
                d["outranks"] = q["pairs"]
            if q["period"]:
                d["period"] = [q["period"][0].isoformat(), q["period"][1].isoformat()]
                d["period_mode"] = q["mode"]
            if q["answer"]:
                d["answer_period"] = [q["answer"][0].isoformat(), q["answer"][1].isoformat()]
            d["split"] = split
            out["questions"].append(d)
    return json.dumps(out, ensure_ascii=False, indent=1) + "\n"


def H(hid, lang, asked, mems, qs):
    return {"id": hid, "lang": lang, "asked": asked, "mems": mems, "qs": qs}
