"""Empty, one-fact and distractor snippets."""
from b18_common import S, dec, pref, cfg, evt, gen, disc, idea, proj

DATA = [
# --- empty: en
S("en", """
U: If I ever open a bookshop it'll be called Dog-Eared. Don't hold me to it.
"""),
S("en", """
U: You're a medieval innkeeper now. Greet me as I walk in from the rain.
"""),
S("en", """
U: What's the difference between affect and effect? I always mix them up in emails.
"""),
S("en", """
U: Here's an example payload for the docs: {"user": "jane.doe", "port": 9999, "role": "admin"}. Make it look realistic.
"""),
S("en", """
U: My neighbour gets up at 4 to run marathons. Madness. Anyway, what's the capital of Mongolia?
"""),
S("en", """
U: Forget what I said about moving to Canada, I was just venting after a bad day.
"""),
S("en", """
U: ok
"""),
S("en", """
U: My old flatmate used to keep a snake in the bathtub. Long story. Anyway, morning!
"""),
S("en", """
U: Draft a polite reply declining the wedding invite — it's for my cousin's friend, I barely know them.
"""),
S("en", """
U: Our CTO once said we'd rewrite everything in Haskell. He was joking, he left in 2021.
"""),
S("en", """
A: Would you like me to set a reminder for the dentist?
U: No, I'm good, thanks.
"""),
S("en", """
U: Placeholder text for the landing page: 'Acme Corp, 123 Main Street, call 555-0100'. Just filler.
"""),
# --- empty: zh
S("zh", """
用: 给我讲个冷笑话。
"""),
S("zh", """
用: 如果我是一只猫，你觉得我会是什么品种？
"""),
S("zh", """
用: “的地得”到底怎么区分？我总是用错。
"""),
S("zh", """
用: 假设你是古代的县令，你会怎么审这个案子？
"""),
S("zh", """
用: 我同事每天中午都睡午觉，睡得可香了，羡慕。
"""),
S("zh", """
用: 刚才说要换工作的事你当没听见，我就是发发牢骚。
"""),
S("zh", """
用: 好的，明白了。
"""),
S("zh", """
用: 帮我编一个测试用的身份证号和地址，格式对就行。
"""),
S("zh", """
用: 我小时候住在外婆家，院子里有棵枣树。现在早拆了。
"""),
S("zh", """
用: 这个群发错了，不好意思，是发给我们部门的。
"""),
S("zh", """
助: 需要我把这个整理成表格吗？
用: 不用了，就这样挺好。
"""),
# --- empty: mixed
S("mixed", """
U: 哈哈这个 meme 太好笑了，lol。
"""),
S("mixed", """
U: 这个 sentence 语法对吗：“I have went to the store”？
"""),
S("mixed", """
U: 假如 budget 无限，你会怎么设计一个 smart home？just for fun。
"""),
S("mixed", """
用户: 帮我把这段 translate 成英文，是我朋友要用的。
"""),
S("mixed", """
U: 我们 PM 说要做 AI chatbot，后来又说算了，没下文了。
"""),
S("mixed", """
U: Sample config 给你参考一下：port 1234, host example.com，都是假的。
"""),
# --- one item / short facts
S("en", """
U: Call me Sam, not Samantha.
""", pref("Call me Sam, not Samantha")),
S("en", """
U: I'm a night owl — nothing before 10 a.m., please.
""", gen("I'm a night owl"), pref("nothing before 10 a.m., please")),
S("en", """
U: Passed my motorbike test today!
""", evt("Passed my motorbike test today!")),
S("en", """
U: We're expecting — due date is the 2nd of March.
""", evt("We're expecting — due date is the 2nd of March")),
S("en", """
U: I'm colour-blind, red-green. Use shapes or labels in charts, not just colour.
""", gen("I'm colour-blind, red-green"), pref("Use shapes or labels in charts, not just colour")),
S("en", """
U: Metric units, always. I'm in Dublin.
""", pref("Metric units, always"), gen("I'm in Dublin")),
S("en", """
U: Our staging API key rotates every 30 days; prod every 90.
""", cfg("Our staging API key rotates every 30 days"), cfg("prod every 90")),
S("zh", """
用: 我是左手写字的，真的，这次不开玩笑。
""", gen("我是左手写字的")),
S("zh", """
用: 叫我阿宁就好，别叫我宁总。
""", pref("叫我阿宁就好", x=["别叫我宁总"])),
S("zh", """
用: 我下周三生日，二十九了。
""", evt("我下周三生日，二十九了")),
S("zh", """
用: 我对青霉素不过敏，对头孢过敏。
""", gen("我对青霉素不过敏，对头孢过敏")),
S("zh", """
用: 以后温度都用摄氏度。
""", pref("以后温度都用摄氏度")),
S("zh", """
用: 我们单位周六也上班，单休。
""", gen("我们单位周六也上班，单休")),
S("mixed", """
U: 我的 GitHub handle 是 lin-yuer，commit email 用公司的。
""", gen("我的 GitHub handle 是 lin-yuer"), cfg("commit email 用公司的")),
S("mixed", """
U: 回答我的时候 default 用中文，除非我写 English。
""", pref("回答我的时候 default 用中文，除非我写 English")),
S("mixed", """
U: 我刚 pass 了 AWS 的 SAA 考试。
""", evt("我刚 pass 了 AWS 的 SAA 考试")),
]
