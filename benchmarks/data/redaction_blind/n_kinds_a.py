"""Corpus N hand-written secret kinds, part A: prose, tool flags."""
KINDS_A = [
 ("prose_wifi_and_router", [
  "en|@chat the wifi password is «S:safepw» (network «F:word»-5G), router admin is the sticker one",
  "zh|@chat 家里路由器后台我改了，wifi 密码现在是 «S:pwzh» ，名字还是 «F:py»_5G",
  "en|@chat fyi I changed it to «S:pw» — the office wifi, not the guest one",
  "zh|@chat 会议室投屏的 WiFi：名称 «F:co»-Meeting 密码 «S:pwzh»"]),
 ("prose_login_changed_zh", [
  "zh|@chat 登录密码改成了 «S:pwzh»，你下次登录用这个",
  "zh|@chat 新密码发你了：«S:pwzh»  记得首次登录后自己再改一次",
  "en|@chat reset done. temp login for «F:user»: «S:pw» (expires in 24h)",
  "zh|@chat OA 系统我帮你重置了，初始口令 «S:pwzh» ，账号还是工号"]),
 ("prose_user_then_password_lines", [
  "en|@chat creds for the vendor portal\n«F:user»@«F:dom»\n«S:pw»",
  "zh|@chat 测试环境后台\n账号：«F:py»\n«S:pwzh»",
  "en|@chat jump host\n«F:host»\nroot\n«S:pw»",
  "zh|@chat 堡垒机\n«F:ip»\nops\n«S:pwzh»\n用完退出"]),
 ("prose_passphrases_words", [
  "en|@chat the disk encryption passphrase is \"«S:phrase»\" — all lowercase",
  "zh|@chat 保险库主口令是这几个词，按顺序：«S:phrase»",
  "en|@chat backup key passphrase: «S:phrase» (yes, with the separators)",
  "zh|@chat 加密 U 盘口令：«S:phrase» ，中间分隔符别漏"]),
 ("prose_pins_numeric", [
  "en|@chat door keypad for the lab is «S:pin», then press #",
  "zh|@chat 机房门禁密码 «S:pin» ，按完再按井号",
  "en|@chat SIM PIN is «S:pin» and the PUK is on the card",
  "zh|@chat 公司网银 U 盾的 PIN 码是 «S:pin»，别输错三次"]),
 ("prose_spelled_out", [
  "en|@chat password is «S:pw» — capital first letter, no spaces, that's it",
  "zh|@chat 密码是 «S:pwzh»（区分大小写）",
  "en|@chat ok so it's «S:pw» if you type it in, copy-paste breaks on the symbols",
  "zh|@chat 口令：«S:pwzh»"]),
 ("prose_old_new_account_handoff", [
  "en|@chat handing over the shared mailbox: «F:user»@«F:dom» / «S:pw»",
  "zh|@chat 我离职交接：公众号后台 «F:py» 密码 «S:pwzh» ，绑定的手机号已经换成你的了",
  "en|@chat the NAS admin login is admin and «S:pw», please change it after you take over",
  "zh|@chat 交接清单第 3 条：监控平台 admin / «S:pwzh»"]),
 ("prose_agent_instructions", [
  "en|User: use «F:user» with password «S:pw» when you log into the staging admin panel\nAssistant: Understood, I'll use those credentials for the staging admin panel.",
  "zh|用户：帮我登录测试后台，账号 «F:py»，密码 «S:pwzh»，然后导出上周的订单\n助手：好的，我先登录。",
  "en|> remember: the sandbox db password is «S:pw»\nSaved to memory.",
  "zh|用户：记住，FTP 密码是 «S:pwzh»，以后上传都用这个\n助手：已记下。"]),
 ("prose_email_body", [
  "en|Subject: Re: access to reporting\n\nHi «F:en»,\nyour account is ready. Username: «F:user» Password: «S:pw»\nPlease sign in and change it.\n\nIT Service Desk",
  "zh|主题：VPN 账号开通\n\n«F:zn»你好：\n账号已开通，用户名 «F:py»，初始密码 «S:pwzh»，首次登录需修改。\n\nIT 运维部",
  "en|Subject: FW: contractor access\n\n> Login: «F:user»\n> Pass: «S:pw»\n\nForwarding so you have it.",]),
 ("prose_sms_and_voice", [
  "en|@chat texting you the code because email is slow: «S:pin» is the alarm code for the side entrance",
  "zh|@chat 【«F:co»】您的临时登录密码为 «S:pwzh» ，10 分钟内有效，请勿泄露。",
  "en|[voicemail transcript] hey it's «F:en», the storage unit code is «S:pin», and the padlock one is the same",]),
 ("prose_secret_key_mentions", [
  "en|@chat the key I pasted earlier was wrong, the real password is «S:pw»",
  "zh|@chat 接口的 AppSecret 我放这里了 «S:hx40» ，AppId 是 wx«F:hx7»«F:hx7»",
  "en|@chat signing secret for the webhook is «S:hx40», it's in the dashboard too"]),
 ("prose_zh_informal", [
  "zh|@chat 号：«F:py»«F:n» 密：«S:pwzh»",
  "zh|@chat 账密 «F:py» / «S:pwzh» 用完说一声我改掉",
  "zh|@chat 服务器 root 密码我改成 «S:pwzh» 了，之前那个作废",
  "zh|@chat 那个共享盘的访问密码是 «S:pin» ，提取码另发"]),
 ("tool_helm_keytool_jarsigner", [
  "en|$ helm install pg bitnami/postgresql --set auth.postgresPassword=«S:safepw» --set auth.database=«F:word»",
  "en|$ keytool -genkeypair -alias app -keystore app.jks -storepass «S:safepw» -keypass «S:safepw» -dname \"CN=«F:dom»\"",
  "zh|打包脚本里写死了签名密码：\njarsigner -keystore release.jks -storepass «S:safepw» app-release.apk release",
  "en|$ helm repo add internal https://charts.«F:dom» --username «F:user» --password «S:safepw»",
  "zh|证书导入：keytool -importcert -file ca.crt -keystore truststore.jks -storepass «S:safepw» -noprompt"]),
 ("tool_db_clients", [
  "en|$ mongosh \"mongodb+srv://«F:user»:«S:safepw»@cluster0.«F:hx7».mongodb.net/app\"",
  "en|> sqlcmd -S «F:host»,1433 -U sa -P «S:safepw» -Q \"SELECT @@VERSION\"",
  "zh|连不上，命令如下：\nclickhouse-client --host «F:host» --user default --password «S:safepw»",
  "en|$ cqlsh «F:ip» -u cassandra -p «S:safepw»",
  "zh|influx 1.x 登录：influx -username admin -password «S:safepw» -host «F:host»"]),
 ("tool_ldap_smb_rdp", [
  "en|$ ldapsearch -x -H ldaps://«F:host» -D \"cn=admin,dc=corp\" -w «S:safepw» -b dc=corp \"(uid=«F:user»)\"",
  "en|$ smbclient //«F:host»/share -U «F:user»%«S:safepw»",
  "zh|远程桌面连不上：xfreerdp /v:«F:ip» /u:administrator /p:«S:safepw» /cert:ignore",
  "en|C:\\> net use Z: \\\\«F:host»\\finance «S:safepw» /user:CORP\\«F:user»",
  "zh|挂载命令：sudo mount -t cifs //«F:ip»/data /mnt/data -o username=«F:user»,password=«S:safepw»"]),
 ("tool_docker_login_at_password", [
  "en|$ docker login -u «F:user» -p '«S:atpw»' registry.«F:dom»\nWARNING! Using --password via the CLI is insecure.",
  "zh|CI 日志：\n+ docker login -u robot$«F:word» -p «S:atpw» harbor.«F:dom»\nLogin Succeeded",
  "en|$ podman login --username «F:user» --password \"«S:atpw»\" quay.«F:dom»"]),
 ("tool_htpasswd_openssl_pass", [
  "en|$ htpasswd -bc /etc/nginx/.htpasswd «F:user» «S:safepw»",
  "en|$ openssl pkcs12 -in client.p12 -nodes -passin pass:«S:safepw» -out client.pem",
  "zh|导出证书：openssl rsa -in key.enc -passin pass:«S:safepw» -out key.pem",
  "en|$ openssl enc -aes-256-cbc -pbkdf2 -in dump.sql -out dump.sql.enc -pass pass:«S:safepw»"]),
 ("tool_sshpass_archives", [
  "en|$ sshpass -p '«S:pw»' ssh -o StrictHostKeyChecking=no «F:user»@«F:ip»",
  "zh|压缩包密码在命令里：7z a -p«S:safepw» -mhe=on logs.7z ./logs",
  "en|$ zip -P «S:safepw» -r handover.zip docs/",
  "zh|解压：unzip -P «S:safepw» 合同扫描件.zip"]),
 ("tool_nmcli_wpa_mqtt", [
  "en|$ nmcli dev wifi connect \"«F:word»-IoT\" password «S:safepw»",
  "zh|设备配网：mosquitto_pub -h «F:host» -u device -P «S:safepw» -t cmd/reboot -m 1",
  "en|$ wget --user=«F:user» --password=«S:safepw» https://files.«F:dom»/exports/latest.csv",
  "zh|同步脚本：lftp -u «F:user»,«S:safepw» sftp://«F:host» -e \"mirror -R dist /www\""]),
]
