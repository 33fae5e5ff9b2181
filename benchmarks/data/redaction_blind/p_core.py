import random, string
R = random.Random(0x50C0FFEE)
AL = string.ascii_letters + string.digits
LO = string.ascii_lowercase + string.digits
UP = string.ascii_uppercase + string.digits
HX = '0123456789abcdef'
B64 = AL + '+/'
B64U = AL + '-_'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
SH = {'a': AL, 'l': LO, 'u': UP, 'h': HX, 'H': HX.upper(), 'b': B64, 'B': B64U, 'k': B58,
      'w': string.ascii_lowercase, 'd': string.digits, 'U': string.ascii_uppercase}
def rs(cs, n): return ''.join(R.choice(cs) for _ in range(n))
def uuid(): h = rs(HX, 32); return h[:8]+'-'+h[8:12]+'-4'+h[13:16]+'-'+R.choice('89ab')+h[17:20]+'-'+h[20:]
EN_W = ['amber','falcon','quartz','meadow','ripple','cobalt','lantern','harbor','thistle','ember','granite','willow','saffron','orbit','pickle','crane','velvet','juniper','mosaic','tundra','copper','nectar','pylon','raven','sierra','tango','umber','violet','walrus','zephyr']
PY = ['zhimakaimen','xiaoyezi','pingan','kuaile','tiantian','dabaicai','mimi','haoyun','wangcai','doudou','jinbao','xingfu']
NAMES = ['lin','chen','wei','jun','yan','hao','ting','qiang']
PETS = ['Biscuit','Mochi','Pepper','Nugget','Luna','Ziggy','Tofu','Oreo']
QUOTES = ['MayTheF0rce','Winter1sComing','ToInfinity&Beyond','IllBeBack','HoustonWeHave','ElementaryWatson']
PLATE = ['浙A','沪B','粤B','京N','苏E','川A']
def pw_style(name=None):
    s = name or R.choice(['plate','pyphrase','corp','dice','quote','ffx','pet','qq','bank6','mixed'])
    if s == 'plate': return R.choice(['ZJA','SHB','GDB','BJN'])+rs(UP,5)+R.choice('@#!')+R.choice(['home','car','w'])+rs(string.digits,2)
    if s == 'pyphrase': return R.choice(PY)+rs(string.digits,3)+R.choice('!.#')+R.choice(PY)[:3].upper()
    if s == 'corp': return R.choice(['Hxkj','Zyxx','Bjdt','Szwl','Hzrj'])+R.choice('@#')+str(R.randint(2024,2027))+R.choice('#!*')+rs(LO,3)
    if s == 'dice': return ''.join(R.choice(EN_W)+R.choice(string.digits) for _ in range(3))+R.choice(EN_W)
    if s == 'quote': return R.choice(QUOTES)+R.choice('!?#')+str(R.randint(10,99))+rs(string.ascii_lowercase,2)
    if s == 'ffx': return rs(AL,15)
    if s == 'pet': return R.choice(PETS)+R.choice(['_','.','-'])+str(R.randint(2012,2024))+R.choice('$%^')+rs(UP,2)
    if s == 'qq': return str(R.randint(10**8,10**10))+R.choice(NAMES)+R.choice('!@#')
    if s == 'bank6': return ''.join(R.choice(string.digits) for _ in range(6))
    return rs(AL,6)+R.choice('%^&*(){}[]:;<>?~')+rs(AL,5)+R.choice('%^&*=+')
def safe_pw():
    return R.choice(['plate','pyphrase','corp','dice','pet','ffx'])
def spec(s):
    out = []
    for p in s.split('+'):
        if p.startswith('~'): out.append(p[1:])
        elif p == 'uuid': out.append(uuid())
        elif p.startswith('pw'): out.append(pw_style(p[3:] or None) if ':' in p else pw_style(safe_pw()))
        elif p == 'pin4': out.append(rs(string.digits,4))
        elif p == 'pin6': out.append(rs(string.digits,6))
        else: out.append(rs(SH[p[0]], int(p[1:])))
    return ''.join(out)
FILL = {
 'host': lambda: R.choice(['db-'+rs(LO,4)+'.internal','10.'+str(R.randint(0,254))+'.'+str(R.randint(0,254))+'.'+str(R.randint(2,250)),'pg.'+R.choice(EN_W)+'.lan','mq-'+str(R.randint(1,9))]),
 'user': lambda: R.choice(['deploy','svc_'+R.choice(EN_W),R.choice(NAMES)+str(R.randint(1,99)),'ops','admin_'+rs(string.ascii_lowercase,3),'etl']),
 'name': lambda: R.choice(['Priya','Tomasz','Keiko','Rafael','Amara','Nils','Dana','Omar','Ines','Sven']),
 'zname': lambda: R.choice(['小周','阿杰','老孙','晓琳','王工','陈姐','胖虎','小麦','大刘','婷婷']),
 'n': lambda: str(R.randint(2,97)), 'id': lambda: rs(HX,8), 'port': lambda: str(R.choice([5432,3306,8443,9200,6379,27017,8080,5672])),
 'date': lambda: '2026-%02d-%02d' % (R.randint(1,12), R.randint(1,28)), 'time': lambda: '%02d:%02d' % (R.randint(0,23), R.randint(0,59)),
 'word': lambda: R.choice(EN_W), 'proj': lambda: R.choice(EN_W)+'-'+R.choice(['api','web','etl','bot','infra','app']),
}
def fill(k): return FILL[k]()
def en_chat():
    n = fill('name'); t = fill('time')
    return R.choice([
     '[%02d/%02d/2026, %s:%02d] %s: ' % (R.randint(1,28), R.randint(1,12), t, R.randint(0,59), n),
     '<%s> ' % n.lower(), '**%s** (#%s > %s): ' % (n, fill('word'), fill('proj')),
     '%s, [%s %s]:\n' % (n, fill('date'), t), '%s via iMessage: ' % n, '(%s) %s ▸ ' % (t, n),
     '— %s on Zulip, %s\n' % (n, t), 'rocket.chat @%s %s: ' % (n.lower(), t)])
def zh_chat():
    n = fill('zname'); t = fill('time')
    return R.choice([
     '%s %s %s\n' % (n, fill('date').replace('-','/'), t), '%s（企业微信）%s\n' % (n, t), '%s楼 %s：' % (R.randint(2,300), n),
     '【%s】%s 回复：' % (n, t), '%s 在小组里说：' % n, '@全体成员 %s：' % n, '知乎评论 · %s：' % n, '%s 语音转文字：' % n])
def agent(text, lang):
    f = R.choice(['codex','aider','gemini','cursor','xml','plain'])
    if f == 'codex': return 'user\n' + text + '\n\ncodex\n' + ('好的，我来处理。' if lang == 'zh' else 'On it.')
    if f == 'aider': return '> /ask ' + text.replace('\n', '\n> ')
    if f == 'gemini': return '> ' + text + '\n✦ ' + ('收到，我先检查配置。' if lang == 'zh' else 'Understood, checking the config first.')
    if f == 'cursor': return '@workspace ' + text
    if f == 'xml': return '<human_turn>\n' + text + '\n</human_turn>'
    return '### User\n' + text
ZHW = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严'
def _mn(n, ws): return ' '.join(R.choice(ws) for _ in range(n))
BIP = ['abandon','bridge','cactus','dizzy','eagle','fabric','gadget','hamster','icon','jungle','kettle','ladder','magnet','napkin','oyster','paddle','quantum','rabbit','saddle','tackle','umbrella','vacuum','wagon','yellow','zebra','anchor','blossom','canyon','debris','elbow','fossil','glimpse','harvest','inmate','jelly','kidney','lumber','muffin','noodle','orphan','pioneer','quiz','ritual','shrimp','thunder','unveil','vivid','wrestle','acoustic','bamboo','chimney','dolphin','enroll','frozen','gospel','humble']
_old_spec = spec
def spec(s):
    if s == 'zhmn': return _mn(12, ZHW)
    if s == 'enmn': return _mn(12, BIP)
    if s == 'enmn25': return _mn(25, BIP)
    return _old_spec(s)
