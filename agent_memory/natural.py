"""How people say what is worth keeping, for the rule digester (digest.py).

People rarely write "we decided": they agree to what the assistant proposed ("sounds good",
"可以"), answer its question ("30 days", "URL 里"), or say it in passing ("yeah let's just use
pnpm", "行，那就用 pnpm 吧"). This module holds what the rule digester needs to read that:

- ``clauses`` (from clause_cuts.py): a sentence cut where an independent clause starts (a comma
  before a new subject or a contrast word, "；", "、" between clauses), so an item never swallows
  its neighbour ("Use /scratch for big files, home dirs have a 50GB quota" is two facts);
- ``idle``: a clause that holds nothing to keep (a question, a hypothetical, "let me think",
  a request to the assistant, a rejected option);
- ``agreement``: a reply that only agrees (what of the assistant's turn before it was proposed:
  proposals.py; an offer to do a task is none: "want me to draft it?" -> "sure");
- ``cancels``: a turn taking back what the user said before it ("no, forget it");
- ``SHIFTS``, ``CONCLUDES``, ``OTHER_SCOPE``, ``bare``: a change of topic ("对了，…", "btw"), the
  end of a debate ("结论是…"), a contrast for another scope ("but everywhere else…"), and a
  clause read without the word joining it to the one before ("然后…").

The category patterns themselves are config (``digest.rules``); these are the language's
function words, in English and Chinese. Every pattern is anchored or bounded: linear in the
clause's length.
"""

from __future__ import annotations

import re

from .clause_cuts import SAME_WAY as SAME_WAY
from .clause_cuts import clauses as clauses
from .clause_cuts import members as members
from .clause_unmeant import unmeant
from .regex import lazy, precompiled

_CJK = precompiled(r"[\u4e00-\u9fff]")


# where a turn's sentences end, for reading it sentence by sentence
SENTENCE_ENDS = precompiled(r"(?<=[。！？；!?;])|(?<=\.)\s+")


# ---- what holds nothing -------------------------------------------------------------------

QUESTION = precompiled(
    r"[?？]\s*[)）]?\s*$|[吗么][\s。.!！~～]*$|"
    r"^\s*(?:so\s+|and\s+|but\s+)?(?:what|which|who|whom|whose|when|where|why|how|can|could|would|should|shall|"
    r"is|are|do|does|did|will|was|were|have|has|any)\b(?![^?？]*\b(?:please)\b)"
    # (not an instruction for when the assistant does something: "When you write SQL, assume Postgres 16.")
    r"(?!\s+you\s+(?:give|write|answer|explain|suggest|show|send|draft|make|review|change|edit|recommend|fix|refactor|summari[sz]e|translate|format|plan)\b[^?？,;]{1,40},\s*(?:please\s+)?"
    r"(?:assume|use|give|write|keep|put|include|add|start|show|point out|flag|mention|skip|avoid|stick to|leave|list|mark|link|cite|don't|do not|never|always)\b[^?？]*$)",
    re.IGNORECASE,
)
# Hypotheticals, deliberation, deferral, rejection, requests to the assistant, small talk
IDLE = precompiled(
    r"\b(?:what if|if we|if the|if you|suppose|imagine|i wonder|i was going to|originally|we were going to|thinking of|i'?m thinking|"
    r"let me think|think about it|sleep on it|that'?s it for today|nice weather|i'?ll let you know|get back to you|check with|"
    r"not (?:now|for now|yet|doing that|needed)|let'?s not|never ?mind|forget it|no thanks|nah|meh|"
    r"maybe later|later\.?$|later,? (?:maybe|perhaps)[\s.!]*$|^\s*(?:maybe|perhaps)\b|too risky|not worth|"
    r"write me|(?<!always )(?<!never )(?:give|show|tell) me|explain|proofread|translate|can you|could you|would you|"
    r"^\s*(?:please\s+)?(?!(?-i:[A-Z]{2,})\b)(?:set up|help me|install|fix|debug|create|build|draft|prepare|prep|put together|remind|ping|notify)\b|any tips|thanks|thank you|good morning|hello|hi there|lol$|haha|i don'?t know|not sure|got it|understood|noted|i think so|me too|"
    r"let'?s (?:sort out|set up|talk about|discuss|figure out|look at|work on))\b|"
    r"^\s*(?:hmm+|ok|okay|right|cool|nice|great|brr|works|oh|ah|(?:god|hell|oh|ah) no|no idea|nope|ugh|yikes|oops)[\s,.!]*$|"
    # a topic opened for a value to come later ("about the nightly export...")
    r"^\s*(?:so\s+)?(?:about|regarding)\s[^,;:!?\d]{1,50}(?:\.{2,}|…)?\s*$|"
    r"^\s*(?:也许|或许|说不定)|如果|假如|假设|(?<![主需只就重总还])要是|万一|本来打算|原本打算|本来想|原计划|要不要|要不我们|是不是|有没有|能不能|可不可以|再说(?=\s*(?:吧|了|呗|啦|[，,。.!！?？；;~～]|$))|再看看|再想想|(?<!帮)我想想|看看再说|考虑一下|"
    r"考虑要不要|汇报一下|回头|先不用|不用了|^不用|用不着|就到这|天气(?:真|很|不错)|(?:好|真|有点|特别)累(?:啊|呀|了)?[\s，,。.!！]*$|不想说话|都不(?:太|怎么)?(?:行|好|合适|满意|喜欢)(?:啊|吧|呢)?[\s，,。.!！]*$|(?:mood|心情)\s*(?:不错|很好|挺好|超好|不好|很差)|算了|不换了|不急|没空|太累|没结论(?!.*[，,])|"
    r"(?:小|老|阿)[\u4e00-\u9fff]说(?:他|她)?(?:想|觉得|打算)|"
    r"请帮|讲讲|解释一下|翻(?:译)?成|(?:明天|改天)再|^\s*麻烦你|"
    r"^\s*(?:你|请你?)?(?:先|再|去|来)?(?:准备|整理|起草|提醒|通知)(?:一下|一份|一个|个)?|"
    r"你(?:觉得|说|推荐|是用)|谢谢|早上好|你好|哈哈|原来如此|随便问问|开玩笑|不太懂|"
    r"(?:先|暂时)?不考虑|(?:先|暂时)不要了?[\s。.!！]*$|考虑过|不做了|没用$|不知道|不清楚|随便|一下[\s。.!！]*$|(?:^|[，,\s])(?:了解|明白)了?[\s。.!！，,]*$|知道了|这么觉得|讨论下|聊聊|聊一下|问问|明天(?:再)?看|再看|月底给",
    re.IGNORECASE,
)
# A clause that is only an answer word ("yes", "可以") holds nothing of its own
AGREE = precompiled(
    r"^\s*(?:(?:yes|yep|yeah|yup|sure|ok(?:ay)?|perfect|great|fine|agreed|exactly|deal|👍|"
    r"sounds (?:good|great|fine)|that works|works for me|go ahead|(?:just\s+)?do it|go for it|let'?s do (?:it|that)|"
    r"那?这个可以|可以|行|好(?:的|吧|啊|呀)?|对(?:的)?|嗯+|是的|没问题|就这样|听你的|按你说的(?:来|办)?|"
    r"就它了|同意|赞同|就按这个(?:来)?|ok\s*就这样)[\s,，.。!！~～]*)+",
    re.IGNORECASE,
)
# A turn that takes back what the user said just before
CANCELS = precompiled(
    r"^\s*(?:hmm+[,\s]*)?(?:no[,\s]+forget it|forget it|never ?mind|scratch that|wait[,\s]+actually|"
    r"actually[,\s]+no|算了|不对|取消)",
    re.IGNORECASE,
)
# A value taken back in the same sentence ("make it 3 — no, 4 replicas", "9:30, actually scratch that,
# 9:45", "设成 4G，不对，8G", "定在 5 号，哦不，6 号"): what follows the correction names the value that holds
_TAKEN_BACK = precompiled(  # the value: a whole word with a digit, tried once a word (linear in its length)
    r"(?<![\w.:/%-])(?=[\w.:/%-]*?\d)[\w.:/%-]++(?:\s(?:on|in|at|for)\s[A-Za-z]{1,10}|\s?[A-Za-z]{1,8}|\s?[\u4e00-\u9fff]{1,2})?"
    r"\s*(?:[,，]|\s?[-–—]{1,2})\s*"
    r"(?:(?:no|nope|wait|actually|sorry|scratch that|i mean|or rather|不对|等等|说错了|哦不|不不+)"
    r"(?![\w'])[\s,，!！.—–-]*)+(?:是\s*)?(?=[^,，;；.。]{0,25}\d)",
    re.IGNORECASE,
)


# A word taken back as it is said, with a trailing-off and what holds instead ("…做白内障……哦不是，是膝关节
# 置换手术", "报了围棋……不对，是象棋班", "七点去游……不，去跑步", "we're in the Hilton — sorry, I mean the
# Marriott"): the word
# before the correction, back to the particle or verb it follows (in Chinese) or one word (in English), is
# no part of the fact
_WORD_TAKEN_BACK = lazy(
    # (or with a bare 不 and the verb said again, which goes too: "七点去游……不，去跑步" -> "七点去跑步")
    r"(?<=([做报去到用买订换选叫喝吃住]))[^\W\d的了做报是在去到用买订换选和跟给把叫喝吃住A-Za-z_]{1,6}\s*(?:……|…|\.{3}|——|—)\s*"
    r"不[，,]\s*\1|"
    r"(?:(?<=[的了做报是在去到用买订换选和跟给把叫喝吃住])|(?<![\u4e00-\u9fff]))"
    r"(?:[^\W\d的了做报是在去到用买订换选和跟给把叫喝吃住A-Za-z_]{1,6}|(?<![\w.+#'-])[A-Za-z][\w.+#'-]*+)\s*(?:……|…|\.{3}|——|—)\s*"
    r"(?:哦|呃|啊)?\s*(?:不是|不对|说错了|错了)[\s，,]*(?=是)|"
    # (in English "no wait", "sorry", "or rather", or "I mean" after a dash: not "I like Go, I mean the language")
    r"(?<![\w'-])(?:(?:the|a|an)\s+)?[A-Za-z][\w'-]*+\s*(?:(?:…|\s[-–—]{1,2}|,)\s*(?:no wait,?|sorry,(?:\s*i mean)?|or rather,?)|"
    r"(?:…|\s[-–—]{1,2})\s*i mean,?)\s+(?=[A-Za-z])",
    re.IGNORECASE,
)


_TRAILS_OFF = ("…", "...", "—", " -", " –", "wait", "sorry", "rather", "mean")  # what a word taken back is said with


def corrected(sentence: str) -> str:
    """``sentence`` without a value or a word it takes back as it goes."""
    sentence = _TAKEN_BACK.sub("", sentence)
    if not any(mark in sentence for mark in _TRAILS_OFF):  # (most sentences: the word pattern is not tried)
        return sentence
    return _WORD_TAKEN_BACK.sub("", sentence)


# Corrections and changes of mind replace the user's previous value ("actually make it 100")
CORRECTS = precompiled(
    r"^\s*(?:hmm+[,\s]*)?(?:actually|wait|scratch that)\b|^\s*(?:不对|改一下|等等|等一下)", re.IGNORECASE
)
# A turn keeping the user's last hypothetical as an idea for later
PARKS = precompiled(
    r"\b(?:backlog|idea bin|park (?:it|that)|someday|for later|keep (?:it|that|that one) in mind)\b|"
    r"先记下来|先放着|记下来|留着以后|以后再做",
    re.IGNORECASE,
)
# Agreement that takes whatever the assistant said ("听你的")
STRONG = precompiled(
    r"听你的|按你说的|就按这个|\b(?:your (?:suggestion|call|way)|as you said|that works|sounds good)\b", re.I
)


# A clause that belongs to the one before it: a reason, a consequence, the value it replaces,
# what not to do instead ("别再发邮件了"), "keep that in mind"
RIDER = precompiled(
    r"^\s*(?:(?:but|so|then|because|since|as|he|she|it|they|that one|this one)\b|keep (?:that|this|it) in mind|(?:the )?old \w+ (?:is|are) gone|"
    r"\w+ (?:is|are) gone|\d+ was too|\d[\w.%]*\s+(?:was|were)\s+(?:the\s+)?(?:old|previous|former|last)\b|don'?t|do not|never\b|stop\b|no more\b|(?:always|every time|each time|without fail)[\s.!]*$|"
    # how long it takes or how much it is, estimated ("…停机割接，预计两个小时"; not what happens then: "预计年底上线")
    r"(?:预计|估计|大概|大约)(?:要|需要)?\s*[一二两三四五六七八九十半几\d]+\s*个?\s*(?:小时|分钟|天|周|个月|人|块|万)[左右]*[\s。.!！，,]*$|"
    r"别再|不要再|别给我|不要给我|千万别|千万不要|原因是|因为|由于|主要是|主要因为|毕竟|所以|怕(?!是)|省得|免得|不然|否则|没时间[\s。.!！]*$|之前|以前|原来|.{0,8}(?:已经)?(?:删了|删掉了|都删了)|然后)",
    re.IGNORECASE,
)

# A rider naming the value that held before ("…，原来是这周三", "…, it was 5 before"): no part of the
# fact that holds now
SUPERSEDED = precompiled(
    r"^\s*(?:(?:原来|之前|以前|本来|原先)(?:是|定的是|用的是|\s*\d|[^，,。]{0,6}?[一二两三四五六七八九十]+\s*(?:分钟|小时|天|块|元|个|次)|"
    # a price or a count in numerals alone ("…，以前三十八"), the day or the time before ("原来的周五下午…")
    r"\s*[一二两三四五六七八九十百千]+\s*(?:[，,。；;!！]|$)|的?\s*(?:(?:周|星期|礼拜)[一二三四五六日天末]|[上下]午|早上|晚上))|(?:it|that) (?:was|used to be)\s+[^,;]{1,30}\b(?:before|previously)\b|"
    # or a number ("…, it used to be 6", "… — it was $50 but margins …")
    r"(?:it|that|they) (?:was|were|used to be)\s+(?:[$€£]\s?)?\d|"
    r"\d[\w.%]*\s+(?:was|were)\s+(?:the\s+)?(?:old|previous|former|last)\b)",
    re.IGNORECASE,
)


# A clause saying the one before it is wrong ("but that's outdated")
RETRACTS = precompiled(
    r"^\s*(?:but\s+)?(?:that'?s|it'?s|this is|which is)\s+(?:outdated|wrong|old|not true|no longer true)\b|"
    r"^\s*(?:但是?)?(?:那个|这个)?(?:已经)?(?:过时|不对)了?",
    re.IGNORECASE,
)
# A Chinese clause with a subject of its own: a person, or one it opens with ("这个版本…", "那台机器…", "他手上的…"),
# or a condition ("失败了…", "如果…"): what it says is not more of the clause before
CONDITION = precompiled(r"^\s*(?:如果|要是|万一|一旦|失败了?|出错了?|报错了?|挂了|有问题|出问题)")
OWN_SUBJECT = precompiled(
    r"我们|他们|你们|咱们|没人|没有人|大家|所有人|每个人|^\s*(?:(?:这|那)(?:一|几)?(?:个|次|些|台|版|期|轮|条|套|批|位|家|种)|本次|该|"
    # what someone had or ran ("他手上的…"), the old thing ("旧链接会保留到年底")
    r"(?:他|她)(?:手上|手里|负责|那边)的|(?:旧|老)(?![是说板])[\u4e00-\u9fff]{1,4}?(?:会|要|就|还|都|也|先))|"
    # a person named the usual way, saying or wanting something ("小王说他想用 Vue3"), the user wanting ("我还是想…")
    r"(?:小|老|阿)[\u4e00-\u9fff](?:说|觉得|想|建议|提议|负责)|^\s*我(?:还是|也|其实|倒是)?(?:想|打算|希望)|"
    # a thing named by what it is ("旧的下个月关掉", "超过的压缩后…"), not a time or a condition
    r"^\s*(?![真是好对])[\u4e00-\u9fff]{1,2}的(?!话|时候|时|是)(?=\s*[\u4e00-\u9fff])|" + CONDITION.pattern
)

# Words that join a clause to the one before and say nothing of its own: what follows them is
# read as if they were not there ("然后提交信息用英文写" is a topic and its verb, as "提交信息用英文写")
_JOINS = precompiled(
    r"^\s*(?:(?:然后|另外|而且|还有|对了|顺便(?:说一句|提一下|说下)?|但是?|不过|可是|(?:and|then|also|but|though|although|whereas|plus|btw|by the way|first|second|third|fourth|fifth|lastly)\b)"
    r"[\s,，:：]*)+",
    re.IGNORECASE,
)
# A change of topic ("对了，…", "顺便说一句", "btw"): what follows is not more of the fact before it
SHIFTS = precompiled(
    r"^\s*(?:对了|顺便|另外|还有就是|btw|by the way|oh,? (?:and|also)|side note|unrelated)", re.IGNORECASE
)
# The end of a debate: what follows is what it came to ("结论是…", "最后觉得…", "in the end we…")
CONCLUDES = precompiled(
    r"^\s*(?:(?:所以|那)?(?:结论是|结果是|最后|最终|商量下来|讨论下来|定下来)(?!.{0,3}没)|"
    r"(?:so\s+)?(?:in the end|ultimately|finally|we (?:ended up|settled on|went with|agreed on)))",
    re.IGNORECASE,
)
# A contrast naming a scope of its own ("but everywhere else…", "不过其他项目…"): the same kind of
# fact again, for the rest
OTHER_SCOPE = precompiled(
    r"^\s*(?:(?:and\s+)?(?:everything|everyone|anything|anyone) else\b|"
    r"(?:but|though|while|whereas)\s+(?:everywhere else|elsewhere|anywhere else|for (?:everything|anything) else|"
    r"for the rest|the rest|(?:all|every|any) other|other\s+\w+|outside (?:of )?\w+|in (?:prod|production|staging|dev|"
    r"tests?|ci)\b|for (?:prod|production|staging|dev|tests?|ci)\b))",
    re.IGNORECASE,
)

# A contrast with a fact of its own, not a reason or a limit of the clause before: a subject and
# its verb ("but the admin endpoints can stay unversioned", "though black stays in the old repo", "but we
# fire bisque at cone 04") or an instruction ("but bypass the cache when…", "but please batch the nitpicks"); a pronoun's
# clause stays a rider ("but it's slow")
CONTRASTS = precompiled(
    r"^\s*(?:but|though|although|whereas|while)\s+(?:please\s+[a-z]+|"
    r"(?!(?:it|its|it's|that|this|they|their|he|his|she|her|there|which|i)\b)(?:(?:the|our|all|any|every|each)\s+)?"
    r"[^,;]{1,40}?\b(?:is|are|can|must|should|will|stays?|remains?|goes|runs?|needs?|gets?|uses?|keeps?|lives?)\b|"
    r"we\s+(?:keep|use|stay|still)\b|we(?:'ll| will)\s+(?!(?:see|have|need)\b)[a-z]+\b|we\s+(?!need)[a-z]+ed\b|"
    # what we do with a value of its own ("but we fire bisque at cone 04", "but we front it with TLS on 5671")
    r"we\s+(?!(?:think|guess|need|want|hope|might|may|could|would|can|do|did|had|have|were|are|said|say|know)\b)[a-z]{3,}(?<!ed)\s+"
    r"(?=[^,;]{0,40}?\d)|"
    r"(?:use|keep|set|put|make|bypass|skip|batch|cache|send|run|leave|move|turn|disable|enable|add|drop|log|store|"
    r"route|pin|limit|allow|block|cap|retry|return|show|hide)\b|"
    # or what is left out ("… — but nothing from the UK tenants until …")
    r"(?:nothing|none|no\s+[a-z]+)\s+(?:from|of|for|in|on|until|before)\s)",
    re.IGNORECASE,
)

# An instruction of the kind the one before gave ("…, skip the word "leverage", and keep the
# Oxford comma"): a rule of its own, as the first was
INSTRUCTS = precompiled(
    r"^\s*(?:and\s+)?(?:(?:use|keep|make|leave|put|move|switch|drop|add|remove|never|always|don'?t|do not|stop|skip|"
    r"avoid|write|prefer|pin|cap|limit|mute)\b|no\s+(?!exceptions?\b|excuses\b)[a-z][\w-]*[\s,;.]*$|[^,;]{1,30}\bplease[\s,;.]*$|"
    r"(?!(?:the|a|an|then|also|so|all|it|its|they|we|i|you)\b)[a-z]*[a-rt-z]\s+(?:the|it|them|all|every|each)\b)",
    re.IGNORECASE,
)


# An option turned down inside a fact ("use pnpm instead of yarn for the monorepo", "用 Vite 而不是
# webpack", "用 ruff 代替 flake8 和 isort", "one worked example rather than a wall of explanation"): the
# fact is what was chosen; ``without_rejected`` drops it (not an act: "…instead of writing it by hand")
_REJECTED = precompiled(
    r"\s*,?\s*\b(?:instead of|rather than)\s+(?![a-z]+ing\b)(?:[\w.+#/-]+\s+){0,3}?[\w.+#/:-]+"
    r"(?=\s+(?:for|in|on|at|as|to|from|with|because|since|when|and|but)\b|\s*[,;.)!?，；。）！？]|\s+[-–—]\s|\s*$)|"
    r"[，,]?\s*(?:而不是|代替|取代|替代|替换掉?)\s*[\w.+#/-]+(?:\s*(?:和|、|及)\s*[\w.+#/-]+)*|"
    # the value moved away from ("从周二改到周三", "从 Jenkins 迁到 Buildkite")
    r"从\s*[^，,。；;从]{1,12}?\s*(?=(?:改到|改成|换到|换成|挪到|调到|迁到|迁移到|切到))|"
    # a name turned down right after the one chosen ("用 Lottie 不用 GIF")
    r"(?<=[A-Za-z0-9])\s*[，,]?\s*不用\s*(?=[A-Za-z])[\w.+#/-]+|"
    # a value taken back in Chinese ("集合不是七点，是六点四十", "…百分之五，不是百分之十五")
    r"不是\s*[^，,。；;是]{1,12}[，,]\s*(?=是)|[，,]\s*不是\s*(?![每所很太])[^，,。；;都要会能]{1,6}(?=[。；;！!]?\s*$)|"
    # a day of the month turned down after a comma, and where it was said ("…on the 2nd, not the 23rd like the
    # email said")
    r",\s*not\s+(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)\b(?:\s+(?:like|as)\s+[^,;.!?]{1,40}?(?=\s*[,;.!?]|\s*$))?|"
    # a value or a name turned down after a comma ("64kb, not 16kb", "in PDF, not Excel")
    r",\s*not\s+[\w.+#/-]*(?:\d|(?-i:[A-Z]))[\w.+#/-]*|"
    # or a short one at the clause's end ("…, not me", "adviser access, not full admin")
    r",\s*not\s+(?:[\w.+#/'-]+\s+){0,2}[\w.+#/'-]+(?=\s*[,;.!)]?\s*$)|"
    # a number turned down right after the number chosen ("width 120 not 80")
    r"(?<=\d)\s+not\s+\d[\w.%]*|(?<=\d[a-z%])\s+not\s+\d[\w.%]*|(?<=\d[a-z]{2})\s+not\s+\d[\w.%]*|"
    # the value moved away from, right after the one moved to ("moved to 6:45 from 7:15")
    r"(?<=\d)\s+from\s+\d[\w.:]*(?:\s*(?:am|pm))?(?=\s*[,;.!]?\s*$|\s*[,;]\s)",
    re.IGNORECASE,
)


# a value taken back in the same breath ("the TTL isn't 10 minutes, it's 15")
_CORRECTED = precompiled(r"\b(is|are)(?:n't| not)\s+[^,;]{1,30},\s*(?:it'?s|it is|they'?re|they are)\s+", re.I)
# an aside on an option turned down or compared ("(PayPal was considered but …)", "（比 Fluentd 轻）")
_ASIDE = precompiled(
    r"\s*[(（][^()（）]{0,80}(?:\b(?:considered|rejected|ruled out|dropped|than|instead|suggested|the other one)\b|"
    r"试过|比|不如|弃用|换掉|淘汰)[^()（）]{0,80}(?:[)）]|$)|"  # (to the end when the item is cut inside it)
    # or on the value that held before ("（原来是 6379）", "(it's 14 today)", "— up from last year's $320k")
    r"\s*[(（]\s*(?:原来|以前|之前|原先|本来|(?:it|that)\s+(?:was|used to be)\b|(?:it|that)'?s\s+[^()]{1,12}\s(?:today|now)\b|"
    r"was\s|formerly\b|previously\b)[^()（）]{0,60}[)）]|"
    r"\s*(?:[,;]|\s[-–—])\s*(?:up|down)\s+from\s+[^,;()]{1,40}?(?=\s*[,;)]|[.!]?\s*$)",
    re.I,
)


# "so" opening an act of its own, not a consequence of the clause before ("…, so Ines covers the
# pager", "…, so we're moving the cron jobs off it")
SO_ACTS = precompiled(
    r"^\s*so\s+(?:(?:we(?:'re| are)|i(?:'m| am))\s+(?!not\b)[a-z]+ing|(?-i:[A-Z])[a-z]+\s+(?:covers|owns|handles|leads|takes over|runs)|"
    # or where a thing is now ("…, so the raw output now lives under /project")
    r"(?:the|our|my|all)\s+[^,;]{1,40}?\bnow\s+(?:lives?|goes|go|runs?|sits?|stays?|moves?|points?)\s)\b|"
    # or an instruction that follows from the fact ("…, so flag any recipe that uses them", "…, so don't store real data on it")
    # (not a request explained by it: "…, so please avoid …"; nor "so don't worry")
    r"^\s*so\s+(?:(?:don'?t|do not|never)(?!\s+(?:be|worry|panic)\b)|always|flag|remind|warn|mention|"
    # (or a switch to throw: "…, so turn Dependabot off")
    r"(?:turn|switch)(?!\s+(?:up|out|in|around|back|down|over|it|them)\b)(?=\s+[\w.-]+(?:\s+[\w.-]+){0,2}\s+(?:off|on)\b)|"
    r"disable|enable|cancel|leave(?!\s+(?:it|them|that|this|those)\b))\s+[a-z]|"
    # or what the assistant is to leave out or to use in what it sends ("I'm diabetic, so no dessert suggestions",
    # "…, so dark theme in any mock-ups you send me, please"; not "so no worries", "so no idea")
    r"^\s*+so\s++no\s++(?:[a-z][\w-]*+\s++){0,3}?(?:suggestions|recommendations|recipes|options|plans|calls|meetings)\b|"
    r"^\s*+so\s++(?:[a-z][\w-]*+\s++){1,3}?(?:in|for|on)\s++(?:any|all|every)\s++[^,;]{1,40}?(?:,\s*+(?:please\b|$)|\s++please\b)|"
    # or what the assistant is to do when it does a thing ("I'm coeliac, so when you suggest recipes, assume …")
    # or what helps the user, or what the assistant is asked never to do ("I'm dyslexic, so short sentences really
    # help me", "…, so please don't use colour alone")
    r"^\s*+so\s++(?!it\b|that\b|this\b)[a-z][^,;]{2,40}?\s(?:really\s+|also\s+)?helps?\s+me\b|"
    r"^\s*+so\s++please\s++(?:don'?t|do not|never)\s++(?!worry\b)[a-z]|"
    r"^\s*so\s+(?:when|whenever|if)\s+you\s+[a-z]{3,}[^,;]{0,40}?,\s*(?:please\s+)?[a-z]{3,}\s|"
    # or a rule of its own that follows from it ("I'm allergic to cats, so the rental has to be pet-free")
    # (not one that points back at it: "…, so the main loop must never block longer than that")
    r"^\s*so\s+(?:the|our|my|any|every|all)\s+[^,;]{1,30}?\b(?:has to|have to|must|needs? to)\s+(?!(?:wait|go)\b)"
    r"(?![^,;]{0,60}\b(?:that|this|it|them)[\s.!]*$)[a-z]|"
    # a pronoun saying where the thing runs or lands, with its value ("…, it runs on port 3300", "— they now
    # land in the s3://backups bucket every 30 minutes"): a setting of its own, not a rider
    r"^\s*(?:it|they)\s+(?:now\s+)?(?:runs?|listens?|lands?|lives?|sits?|goes|go|points?|binds?)\s+(?:on|in|at|to|under)\s"
    r"[^,;]{0,40}\d",
    re.IGNORECASE,
)


# what the user does or is, said of themselves ("I do Scouts on Tuesday evenings", "I'm doing night shifts this
# month"): before "so" and what the assistant is to do for it (``SO_ACTS``), the fact it follows from; not what the
# user thinks, wants or knows
OWN_DOING = lazy(
    r"^\s*+(?:and\s++)?(?:i'm|i\s++am|i)\s++(?:also\s++|usually\s++|now\s++)?"
    r"(?!(?:think|guess|suppose|hope|wonder|want|need|know|mean|feel|don'?t|can'?t|won'?t|would|will|should|not|sure|"
    r"sorry|afraid|trying|going\s++to|about)\b)[a-z]",
    re.IGNORECASE,
)


# another act in progress after one ("we're pausing the trial and only billing the annual plans")
GOES_ON = precompiled(r"^\s*and\s+(?:(?:only|also|just)\s+)?[a-z]{3,}ing\b", re.IGNORECASE)
IN_PROGRESS = precompiled(r"^\s*(?:so\s+)?we(?:'re| are)\s+[a-z]+ing\b", re.IGNORECASE)


# a Chinese contrast ("不过…", "但是…"), and what a clause with a topic of its own does after it: it must,
# it moves, it starts ("远程的同学用会议软件", "节假日顺延", "第二周开始接需求", "binlog 要实时同步")
ZH_CONTRAST = precompiled(r"^\s*(?:不过|但是?|可是)")
ZH_ACTS = precompiled(
    r"^\s*(?![太很挺比还也都就先不没别再又才只])[\u4e00-\u9fffA-Za-z0-9_.+-]{2,12}?\s*(?:都|也|就|还|统一|一律)?\s*"
    r"(?:要|得|用(?![户量途法处])|走|改|换|顺延|推迟|提前|延后|开始|同步|保留|交给|放到|放在|存到|存在)"
)


# a Chinese rule with no topic of its own: what must, may only or must not be done ("只上 Steam",
# "要配一个导师", "不许直接推 main")
ZH_RULE = precompiled(r"^\s*(?:都|也|还|必须|一律)?\s*(?:只|要|得|必须|不许|不准|禁止|不要)\s*[\u4e00-\u9fffA-Za-z]")


# what the team does, said after a fact ("…, and we rotate the keys every quarter", "…, and we're not
# shipping tablets"): a decision of its own, not a thought, a wish or a question
WE_DO = precompiled(
    r"^\s*(?:and|plus|but)\s+we(?:'re| are)?\s+(?:only\s+|always\s+|never\s+|not\s+)?"
    r"(?!(?:think|guess|mean|hope|wish|wonder|might|may|could|should|would|can|will|need|want|like|love|know|"
    r"feel|believe|agree|see|saw)\b)[a-z]{3,}\b",
    re.IGNORECASE,
)


# the option after "rather use … than" ("I'd rather you use tabs than spaces in Go"), not an act
# turned down ("we'd rather pay more than self-host it")
_RATHER_THAN = precompiled(
    r"(\brather\s+(?:you\s+|we\s+)?(?:use|have|go with|pick|see|get|write)\b[^,;.]{1,30}?)\s+than\s+(?:[\w.+#/-]+\s+)??[\w.+#/-]+(?=\s+(?:for|in|on|at|as|when)\b|\s*[,;.]|\s*$)",
    re.IGNORECASE,
)


def without_rejected(text: str) -> str:
    """``text`` without an option it turns down or a value it takes back."""
    return _CORRECTED.sub(r"\1 ", _ASIDE.sub("", _RATHER_THAN.sub(r"\1", _REJECTED.sub("", text))))


def bare(clause: str) -> str:
    """``clause`` without the words joining it to the one before ("然后…", "but…")."""
    return _JOINS.sub("", clause, count=1)


# A Chinese clause saying how a topic of its own is handled: a topic, then a verb of choice or
# placement ("缓存走 Redis", "变量名还是英文", "展示的时候转北京时间"). Two such clauses side by side
# are two facts said in parallel, not one fact and its detail ("负责前端", "平时骑车上班" have
# no topic of their own; "都用…", "主要是…" open with an adverb)
_NOT_TOPIC = (
    r"都|也|就|还|再|先|只|又|才|不|没|别|要|会(?![议员计])|能(?![力耗源])|可以|但|而|所以|因为|然后|平时|一般|通常|主要|基本|其实|"
    r"大概|应该|可能|反正|本来|一直|已经|正在|暂时|目前|现在|如今|最好|尽量|必须|导致|使得|造成|结果|于是|从而|以便|为了|"
    r"是|我|你|他|她|它"
)
TOPIC_VERB = precompiled(
    rf"^\s*(?!{_NOT_TOPIC})[\u4e00-\u9fffA-Za-z0-9_.+-]{{2,10}}?\s*(?:都|也|就|还|统一|一律|全部?|只)?\s*(?:不(?!变)|没|别)?"
    r"(?:还是|用(?![户量途法处])|走|存(?!在)|放(?![心假弃])|转|发(?![现生])|推|传|交给|设[为成]|改[为成用到]|[挪调移]到|换[成用]|选|是|"
    r"跑在|部署在|挂在|写|加上|去掉|删掉|留|保留|开启?|关闭|关掉|打开|负责|"
    r"不变|照旧)"
)

# A Chinese clause doing one more thing ("异地再存一份", "另外也备份到 OSS")
AGAIN_TOO = precompiled(r"^[^，,。；;]{1,8}?(?:再|也)(?:存|放|备份|同步|发|推|传|留|保留|复制|拷)")

# A Chinese clause saying where, its topic the one before ("…，部署在阿里云的杭州区")
PLACED_FIRST = precompiled(r"^\s*(?:部署|跑|挂|放|存|托管|装)在")


# A Chinese clause putting a topic somewhere or on something ("图片存 OSS", "告警走企业微信"):
# side by side with another such clause, a list of conventions, each an item of its own
_PLACES = precompiled(
    rf"^\s*(?!{_NOT_TOPIC})[\u4e00-\u9fffA-Za-z0-9_.+-]{{2,10}}?\s*(?:统一|都|也|先|就|还是)?\s*"
    r"(?:用(?![户量途法处])|走|存(?!在)|放(?![心假弃])|转|发到|推到|交给|写(?![了过完]))\s?[\u4e00-\u9fffA-Za-z]"
)


# A Chinese clause opening with when it happens ("周三发版", "下周二下午冻结"): two side by side are two events
WHEN_FIRST = precompiled(
    r"^\s*(?:(?:下+|上+|这|本)?(?:周|星期|礼拜)[一二三四五六日天末]|\d{1,2}\s*月\s*\d{1,2}\s*[日号]|\d{1,2}\s*[日号]|"
    r"明天|后天|今天|今晚|月底|月初|年底|下周|下个?月|每(?:次|当|天|周|晚|小时|个?月))|"
    # or with what sets it off, then what follows ("合并到 main 再跑集成测试", "上线后就关掉旧接口")
    r"^\s*(?![那这先再就我你他她它])[^，,。；;]{2,16}?(?:之后|以后|后|完)?\s*(?:再|就|才)\s*(?![是说])[\u4e00-\u9fff]"
)

# who a Chinese clause is about, before when it says it happens ("我们下周三发版")
WITHOUT_SUBJECT = precompiled(
    r"^\s*(?:我们|咱们|大家|团队|他们|我)(?=\s*(?:下+|上+|这|本)?(?:周|星期|礼拜|\d|明天|后天|今天|月底|下个?月))"
)


def placed_in_a_list(pieces: list[str], at: int) -> bool:
    """Whether ``pieces[at]`` and another clause of its sentence each put a topic somewhere ("图片存阿里云 OSS，
    视频先放本地磁盘"): conventions listed, not one remark ("统计每个月的新增用户数")."""
    if not _CJK.search(pieces[at]) or not _PLACES.match(bare(pieces[at])):
        return False
    return any(j != at and _PLACES.match(bare(piece)) for j, piece in enumerate(pieces))


# An agreement pointing back at what the assistant said ("先从这两个开始", "that one")
POINTS_BACK = precompiled(
    r"这(?:个|两个|几个|些|样)|那(?:个|两个|些|样)|\b(?:that one|those|these|both|your way)\b", re.I
)


# A rider that rejects something ("别再用 moment.js 了"): at the head of a sentence it goes with
# the clause after it
REJECTS = precompiled(
    r"^\s*(?:don'?t|do not|never|no more|stop)\b|^\s*(?:别再|不要再|别给我|不要给我|千万别|千万不要)", re.I
)


# A request to the assistant: the rest of its sentence says what is asked for, not a fact
REQUEST = precompiled(
    r"^\s*(?:please\s+)?(?:can you|could you|would you|write me|give me|show me|help me)\b|"
    r"^\s*(?:请|麻烦)?(?:你)?(?:帮我|请帮|帮忙|给我(?:写|做|讲|列))",
    re.IGNORECASE,
)


# A Chinese request to the assistant ("帮我写个请假条"): idle, unless it is standing (``STANDING``)
ASKED = precompiled(
    r"帮我(?:写|讲|做|看看|定|解释|翻译|整理|列|查|把)|给我(?:讲|解释|写|做)|"
    r"^\s*(?:你|麻烦你?|请你?)(?:先|再|去|来)?(?:帮|给)(?:我|他|她|我们|他们|大家)"
)
# what holds for every time the assistant does a thing, not once: from now on ("以后给我写 shell 脚本加上 usage"),
# each time, or when it does it ("你给我推荐书的时候，别推…")
STANDING = precompiled(r"^\s*(?:以后|今后|往后|从现在起|每次)|的时候")
# (not a one-off, "你帮我看看这段代码的时候…")
_FOR_ME = r"(?:你\s*+|(?:你\s*+)?[给帮]我(?![妈爸们家哥姐弟妹老儿女朋同]))(?![^，,。；;！!？?]{0,30}?[这那](?:个|段|篇|份|次|些|封|张|条))"
# the assistant's doing a thing from now on or each time ("以后给我写 shell 脚本，") or when it does it
# ("你给我推荐书的时候，"), said alone in its clause: it opens what the next clause says
WHEN_ASKED = precompiled(
    rf"^\s*+(?:(?:以后|今后|每次|往后)\s*+(?:你\s*+)?[给帮]我(?:写|做|推荐|整理|翻译|画|改|回|发|讲)(?:的|个)?\s*+"
    r"(?=[A-Za-z0-9\u4e00-\u9fff])[A-Za-z0-9 ._+#-]{0,20}[\u4e00-\u9fff]{0,4}|"
    rf"(?:以后|今后|每次|往后)?\s*+{_FOR_ME}[^，,。；;！!？?]{{1,30}}?的时候)\s*+[，,]?\s*+$"
)


# to mind the user's case each time the assistant does a thing ("推荐文具的时候考虑一下"): standing, not idle
_MIND_WHEN = precompiled(r"的时候\s*+(?:都|也|请|麻烦)?\s*+(?:注意|考虑|留意|照顾)(?:一下|下)[\s。.!！]*$")


def idle(clause: str) -> bool:
    """A question, a hypothetical, a deferral, a request to the assistant made once, small talk, what
    holds nothing of the user's now (clause_unmeant.py)."""
    return bool(
        QUESTION.search(clause)
        or (IDLE.search(clause) and not _MIND_WHEN.search(clause))
        or (ASKED.search(clause) and not STANDING.search(clause))
        or unmeant(clause)
    )


def speculation(turn: str) -> str | None:
    """The first sentence of ``turn`` when it supposes or asks (a later turn may park it as an idea)."""
    first = next((s.strip() for s in SENTENCE_ENDS.split(turn.strip()) if s.strip()), "")
    return first if len(first) >= 8 and idle(first) else None


def agreement(turn: str) -> str | None:
    """What follows the answer word when ``turn`` opens with one ("sure", "可以"), else None."""
    match = AGREE.match(turn)
    return turn[match.end() :] if match else None
