"""Corpus O hand-written secret kinds, part A: prose, chats, tools."""
K = {}

K["prose_correction_after_typo"] = [
 "en|@chat wifi for the offsite is «F:ssid» / «S:pw»\n«F:en»: doesn't work\nsorry typo, it's «S:leet»",
 "en|@chat ugh autocorrect. the vpn pass is NOT what I sent, it's «S:safari» (all lowercase except the one capital)",
 "zh|@chat 上面那个密码打错了，应该是 «S:zhtail»，不是 «S:zhcity»",
 "zh|@chat 纠正一下：堡垒机密码末尾是感叹号不是点，完整的是 «S:zhini»",
 "en|Correction to my earlier email: the temporary password for «F:user» should read «S:ittemp» (I had swapped two characters).",
]
K["prose_family_and_household"] = [
 "en|@chat Mom the new router password is «S:namedate», it's on the sticker too but I changed it",
 "zh|@chat 家人群：爸，电视盒子的爱奇艺账号还是我手机号，密码改成 «S:zhlove} 了".replace("«S:zhlove}", "«S:zhlove»"),
 "zh|@chat 老婆，家里保险柜密码我改了，«S:pin8»，别发给别人",
 "en|@chat grandpa's tablet: google account pw is «S:sentence» — I wrote the sentence on the back of the calendar",
 "zh|@chat 妈，你网银的登录密码是 «S:zhini»，U 盾密码还是原来那个别告诉我",
]
K["prose_shared_subscription_zh"] = [
 "zh|【合租车】Netflix 4K 车位 1/4\n账号：«F:mail»\n密码：«S:zhtail»\n不要改密码不要改语言，违者踢",
 "zh|@chat ChatGPT Plus 合租：邮箱 team«F:n3»@outlook.com 密码 «S:kb»，只能用自己那个对话，别动设置",
 "zh|@chat 网盘会员共享一下：账号 «F:phone»，密码 «S:zhcity»，登录要验证码就喊我",
 "en|@chat shared Spotify family login for the house: «F:mail» / «S:mem» — do NOT change the address",
 "zh|腾讯视频会员借你用一周：手机号 «F:phone}，密码 «S:zhhan»，别在电视上登录太久".replace("«F:phone}", "«F:phone»"),
]
K["prose_slash_pair_credentials"] = [
 "en|@chat staging grafana creds: admin/«S:season»",
 "en|Test accounts (QA only):\n- buyer: qa_buyer1 / «S:bw»\n- seller: qa_seller1 / «S:bw»",
 "zh|@chat 测试账号 test01/«S:zhini}，管理员 sysadmin/«S:zhcity}".replace("}", "»"),
 "zh|UAT 登录：工号 «F:n4»，口令 «S:zhtail»（用户名/口令 一起发了，别截图）",
 "en|@chat jenkins: «F:user» : «S:leet»   (colon-separated, no spaces in the actual password)",
]
K["prose_meeting_passcodes"] = [
 "en|Join Zoom Meeting\nhttps://us06web.zoom.us/j/«F:qq»«F:n2»\nMeeting ID: 8«F:n3» «F:n4» «F:n4»\nPasscode: «S:a6»",
 "zh|腾讯会议：#腾讯会议：«F:n3»-«F:n3»-«F:n3»\n会议密码：«S:pin6»\n请勿转发到外部群",
 "en|@chat webex for the board prep: meeting number 2«F:n3» «F:n3» «F:n4», password «S:a4+~!+a3»",
 "zh|@chat 飞书会议加了密码 «S:pin6}，链接群公告里有".replace("}", "»"),
 "en|Teams meeting\nMeeting ID: 2«F:n2» «F:n3» «F:n3» «F:n2»\nPasscode: «S:a6»\nDial-in by phone",
]
K["prose_lock_and_safe_codes"] = [
 "en|@chat server room cage combo is «S:d2+~-+d2+~-+d2», same as the gun safe in the lab (don't tell facilities)",
 "zh|机房门禁临时密码：«S:pin6»#，周五失效",
 "zh|@chat 工位柜子钥匙丢了，保险柜密码是 «S:pin8»，文件在第二层",
 "en|Airbnb check-in: front door keypad «S:pin6», then press the check mark. Lockbox for the garage: «S:pin6»",
 "zh|快递柜寄存，仓库卷帘门遥控在抽屉，仓库门锁密码 «S:d2+~-+d2+~-+d2}".replace("}", "»"),
]
K["prose_agent_memory_notes"] = [
 "en|## MEMORY.md\n- User prefers pnpm over npm\n- Staging DB: «F:host», user «F:user», password «S:pmr» (user said it's fine to store)\n- Deploys on Fridays are banned",
 "zh|## 记忆\n- 用户是后端开发，常用 Go\n- 测试服 root 密码：«S:zhtail»（用户让我记住）\n- 不要自动提交代码",
 "en|<memory>\nThe user's NAS admin password is «S:safari}; they asked me to use it for the nightly rsync check.\n</memory>".replace("}", "»"),
 "zh|⏺ 已记住：公司 VPN 账号 «F:nick»，密码 «S:kb»，下次需要连内网时直接使用。",
 "en|Saved to project notes: `sftp vendor-drop@files.partner.example` password `«S:bw»` (expires end of quarter).",
]
K["prose_it_ticket_temp_passwords"] = [
 "en|INC0«F:n4»«F:n3» — Resolved\nAccount «F:nick» unlocked. Temporary password: «S:ittemp»\nUser must change at next logon.",
 "zh|【IT 服务台】工单 #«F:n4» 已处理\n您的域账号密码已重置为：«S:zhcity»\n首次登录需修改密码。",
 "en|Hi «F:en», your new laptop is ready. Local admin (LAPS disabled, sorry): .\\itadmin / «S:pmr»",
 "zh|新员工入职账号：\n邮箱 «F:nick»@example.cn\n初始密码 «S:ittemp»\nWiFi「Office-Staff」密码 «S:zhcity»",
 "en|JIRA SD-«F:n4»: password for the kiosk account has been set to «S:season». Closing ticket.",
]
K["prose_passphrase_sentences"] = [
 "en|@chat the passphrase for the backup drive is a sentence: «S:sentence» — capital P, and the punctuation counts",
 "en|VeraCrypt volume 'finance.hc' — passphrase: «S:sentence»",
 "zh|@chat 加密盘的口令是一整句英文：«S:sentence»，空格也要输",
 "zh|KeePass 主密码（整句，含空格）：«S:sentence}".replace("}", "»"),
 "en|@agent The GPG key passphrase is \"«S:sentence}\" — please sign the release tag with it.".replace("}", "»"),
]
K["prose_zh_oral_descriptions"] = [
 "zh|@chat 密码就是我生日那个，完整是 «S:namedate»，你直接复制",
 "zh|@chat 路由器后台 192.168.1.1，账号 admin，密码 «S:zhlove»，改完记得告诉我",
 "zh|@chat 那台 NAS 的密码跟群名一样加年份：«S:zhcity»",
 "zh|@chat 语音转文字：「密码是 «S:zhtail}，对，小写」".replace("}", "»"),
 "zh|@chat 别问了，服务器密码 «S:kb»，我就说一次",
]
K["initial_passwords_in_logs"] = [
 "en|*************************************************************\nJenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n«S:h32»\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword",
 "en|2026-03-11T08:02:19.442131Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: «S:a4+~;+a3+~%+a4»",
 "zh|$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d\n«S:B16»\n初始密码就是上面这个",
 "en|$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: «S:b43+~=»",
 "zh|elasticsearch 第一次启动日志：\n✅ Elasticsearch security features have been automatically configured!\nℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  «S:a4+~*+a9+~_+a5»",
]
K["sql_ddl_passwords"] = [
 "en|CREATE USER '«F:user»'@'%' IDENTIFIED BY '«S:pwsafe»';\nGRANT SELECT ON «F:db».* TO '«F:user»'@'%';",
 "en|ALTER ROLE reporting WITH LOGIN PASSWORD '«S:pwsafe»' VALID UNTIL '2026-12-31';",
 "zh|-- 给数据组开只读账号\nCREATE LOGIN bi_reader WITH PASSWORD = N'«S:zhtail»', CHECK_POLICY = OFF;",
 "zh|mongo shell 里执行：\ndb.createUser({user: \"«F:user»\", pwd: \"«S:zhini»\", roles: [{role: \"readWrite\", db: \"«F:db»\"}]})",
 "en|127.0.0.1:6379> ACL SETUSER worker on >«S:bw» ~jobs:* +@all -@dangerous\nOK",
]
K["windows_credential_commands"] = [
 "en|C:\\> cmdkey /generic:TERMSRV/«F:host» /user:CORP\\«F:user» /pass:«S:leet»",
 "en|PS> $pw = ConvertTo-SecureString '«S:pmr»' -AsPlainText -Force\nPS> $cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', $pw)",
 "zh|批处理里建本地账户：\nnet user backupop «S:zhcity» /add\nnet localgroup \"Backup Operators\" backupop /add",
 "zh|计划任务：schtasks /Create /TN 夜间同步 /TR C:\\jobs\\sync.bat /SC DAILY /ST 02:00 /RU CORP\\svc_sync /RP «S:zhini»",
 "en|sc.exe config \"SQLAgent$PROD\" obj= \"CORP\\svc_sqlagent\" password= «S:season»",
]
K["network_device_plaintext"] = [
 "en|!\nusername netadmin privilege 15 password 0 «S:pwsafe»\nenable secret 0 «S:pwsafe»\n!",
 "en|snmp-server community «S:l10» RW 10\nsnmp-server location DC2-rack14",
 "zh|# 华为交换机初始化\n[HUAWEI] aaa\n[HUAWEI-aaa] local-user admin password cipher «S:zhcity»\n（cipher 后面这里输入的是明文，设备会自动加密）",
 "zh|MikroTik 路由：/user set admin password=«S:zhtail}\n/ip ipsec peer set 0 secret=«S:a16}".replace("}", "»"),
 "en|crypto isakmp key «S:a20» address 203.0.113.44\ncrypto ipsec transform-set TS esp-aes 256 esp-sha-hmac",
]
K["bmc_ipmi_snmpv3"] = [
 "en|ipmitool -I lanplus -H «F:ip» -U ADMIN -P «S:pwsafe» chassis power cycle",
 "en|racadm -r «F:ip» -u root -p «S:pwsafe» serveraction hardreset",
 "zh|snmpwalk -v3 -l authPriv -u monitor -a SHA -A «S:zhtail» -x AES -X «S:a12» «F:ip» ifDescr",
 "zh|iDRAC 默认密码我们已经改了，新的是 «S:zhini»，在资产表 IPMI 那一列",
 "en|curl -k -u Administrator:«S:pwsafe» https://«F:ip»/redfish/v1/Systems/1/Actions/ComputerSystem.Reset -d '{\"ResetType\":\"ForceRestart\"}'",
]
K["expect_and_heredoc_logins"] = [
 "en|#!/usr/bin/expect -f\nspawn ssh «F:user»@«F:host»\nexpect \"password:\"\nsend \"«S:pwsafe»\\r\"\ninteract",
 "en|ftp -n ftp.partner.example <<EOF\nuser upload «S:pwsafe»\nbinary\nput report.csv\nbye\nEOF",
 "zh|sqlplus «F:user»/«S:zhtail»@//«F:host»:1521/ORCLPDB1 @daily_report.sql",
 "zh|crontab -l\n0 3 * * * mysqldump -uroot -p'«S:zhcity»' --all-databases | gzip > /data/bak/$(date +\\%F).sql.gz",
 "en|echo '«S:season»' | sudo -S systemctl restart nginx",
]
K["ansible_inventory_secrets"] = [
 "en|[db]\n«F:ip» ansible_user=«F:user» ansible_ssh_pass=«S:pwsafe» ansible_become_pass=«S:pwsafe»",
 "en|# group_vars/all.yml (not vaulted yet!)\nmysql_root_password: «S:bw»\nnginx_worker_processes: auto",
 "zh|echo '«S:zhtail»' > ~/.vault_pass && ansible-playbook site.yml --vault-password-file ~/.vault_pass",
 "zh|host_vars/web01.yml：\nansible_become_password: «S:zhini}\n# TODO 用 ansible-vault 加密".replace("}", "»"),
 "en|ansible all -i hosts -m ping -e 'ansible_password=«S:mem»'",
]
K["chpasswd_and_cloud_init"] = [
 "en|echo 'deploy:«S:pwsafe»' | sudo chpasswd",
 "en|#cloud-config\nchpasswd:\n  expire: false\n  users:\n    - name: ubuntu\n      password: «S:bw»\n      type: text",
 "zh|useradd -m jenkins && echo \"jenkins:«S:zhcity»\" | chpasswd",
 "zh|openssl passwd -6 '«S:zhtail»'  # 生成 shadow 哈希用，原文就是这个",
 "en|users:\n  - name: ops\n    plain_text_passwd: «S:safari»\n    lock_passwd: false",
]
K["broker_credentials"] = [
 "en|rabbitmqctl add_user «F:user» «S:pwsafe» && rabbitmqctl set_permissions -p / «F:user» \".*\" \".*\" \".*\"",
 "en|# rabbitmq.conf\ndefault_user = mq_admin\ndefault_pass = «S:bw»",
 "zh|Kafka 客户端配置：\nsecurity.protocol=SASL_PLAINTEXT\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"writer\" password=\"«S:zhtail»\";",
 "zh|nats-server.conf：\nauthorization {\n  user: app\n  password: «S:zhini»\n}",
 "en|emqx ctl admins passwd admin «S:season»",
]
K["redis_auth_forms"] = [
 "en|# redis.conf\nrequirepass «S:pwsafe»\nmasterauth «S:pwsafe»",
 "en|$ redis-cli -h «F:host» -a «S:l24» --no-auth-warning info replication",
 "zh|redis-cli 进去以后 AUTH «S:zhtail}，再 KEYS 'session:*' 看看".replace("}", "»"),
 "zh|spring:\n  data:\n    redis:\n      host: «F:host»\n      password: «S:zhcity»",
 "en|127.0.0.1:6379> CONFIG SET requirepass \"«S:mem»\"\nOK",
]
K["proxy_and_lb_auth"] = [
 "en|listen stats\n    bind :8404\n    stats enable\n    stats auth admin:«S:pwsafe»",
 "en|userlist ops_users\n    user «F:nick» insecure-password «S:bw»",
 "zh|squid 上游代理：cache_peer proxy.corp.example parent 3128 0 no-query login=«F:user»:«S:zhtail»",
 "zh|export https_proxy=http://«F:nick»:«S:zhini»@proxy.corp.example:8080",
 "en|location /api/ {\n    proxy_pass http://legacy;\n    proxy_set_header Authorization \"Basic «S:b32»\";\n}",
]
K["clash_v2ray_trojan_configs"] = [
 "zh|proxies:\n  - name: 香港01\n    type: trojan\n    server: hk.node.example\n    port: 443\n    password: «S:a24»",
 "zh|shadowsocks 节点：ss://«S:b44»@jp.node.example:8388#日本",
 "zh|V2Ray 入站配置：\n\"clients\": [{\"id\": \"«S:uuid»\", \"alterId\": 0}]",
 "en|- name: sg-ss\n  type: ss\n  server: sg.node.example\n  port: 8388\n  cipher: chacha20-ietf-poly1305\n  password: «S:a22»",
 "zh|@chat 机场订阅链接别外传：https://sub.example.net/api/v1/client/subscribe?token=«S:h32»",
]
K["backup_tool_passphrases"] = [
 "en|export RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-backups\nexport RESTIC_PASSWORD=«S:mem»\nrestic backup /srv",
 "en|BORG_PASSPHRASE='«S:sentence»' borg create ::'{hostname}-{now}' /etc /home",
 "zh|duplicity 备份：PASSPHRASE=«S:zhtail} duplicity /data sftp://bak@«F:host»//backups".replace("}", "»"),
 "zh|gpg --batch --yes --passphrase '«S:zhini»' -c 财务报表.xlsx",
 "en|ssh-keygen -t ed25519 -N '«S:bw»' -f ~/.ssh/deploy_ci -C ci@«F:proj»",
]
K["android_ios_signing"] = [
 "en|android {\n  signingConfigs {\n    release {\n      storeFile file(\"release.jks\")\n      storePassword \"«S:pwsafe»\"\n      keyAlias \"upload\"\n      keyPassword \"«S:pwsafe»\"\n    }\n  }\n}",
 "en|# keystore.properties\nstorePassword=«S:bw»\nkeyPassword=«S:bw»\nkeyAlias=upload",
 "zh|fastlane match 的加密口令：MATCH_PASSWORD=«S:zhtail»",
 "zh|iOS 推送证书导出 .p12 时设置的密码：«S:zhini»，上传极光要用",
 "en|export FASTLANE_PASSWORD='«S:leet»'\nbundle exec fastlane ios beta",
]
K["game_server_configs"] = [
 "en|# server.properties\nenable-rcon=true\nrcon.port=25575\nrcon.password=«S:a16»",
 "en|./valheim_server.x86_64 -name \"Vikings of Ohio\" -port 2456 -world Midgard -password «S:a10»",
 "zh|我的世界服务器 RCON 密码：«S:zhtail»，mcrcon -H «F:ip» -p 这个就能连",
 "zh|幻兽帕鲁 PalWorldSettings.ini 里：AdminPassword=\"«S:zhini»\",ServerPassword=\"«S:a8»\"",
 "en|// server.cfg\nrcon_password \"«S:a14»\"\nsv_password \"\"",
]
K["home_automation_secrets"] = [
 "en|# secrets.yaml (Home Assistant)\nmqtt_password: «S:bw»\nlatitude_home: 52.3731",
 "en|ota:\n  - platform: esphome\n    password: «S:h32»\napi:\n  encryption:\n    key: «S:b43+~=»",
 "zh|zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://«F:lan»\n  user: z2m\n  password: «S:zhtail»",
 "zh|Tasmota 控制台：Backlog MqttHost «F:lan»; MqttUser tas; MqttPassword «S:zhini»",
 "en|@chat HA long-lived token for the wall tablet: «S:~eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.+B120+~.+B43»",
]
K["ci_configs_other_systems"] = [
 "en|# azure-pipelines.yml\nvariables:\n  NUGET_PASSWORD: «S:a52»\nsteps:\n- script: dotnet restore",
 "en|# .drone.yml\nsteps:\n- name: publish\n  image: plugins/docker\n  settings:\n    username: ci\n    password: «S:pwsafe»",
 "zh|bitbucket-pipelines.yml 里直接写了：\n- export SONAR_TOKEN=«S:~squ_+h40»\n（应该放 Repository variables）",
 "zh|.travis.yml:\nenv:\n  global:\n    - DEPLOY_PASSWORD=«S:zhtail»",
 "en|# .woodpecker.yml\nsteps:\n  deploy:\n    image: alpine\n    environment:\n      SSH_PASS: «S:bw»",
]
K["iac_secret_literals"] = [
 "en|$ pulumi config set --secret dbPassword «S:pwsafe»\n$ pulumi up",
 "en|@secure()\nparam sqlAdminPassword string = '«S:pwsafe»'",
 "zh|CDK 里偷懒写成这样了：\nSecretValue.unsafePlainText('«S:zhtail»')",
 "zh|CloudFormation 参数：\nDBPassword:\n  Type: String\n  NoEcho: true\n  Default: «S:zhini»",
 "en|resource \"random_password\" \"x\" { length = 20 }\n# overridden for now:\nvariable \"admin_password\" { default = \"«S:bw»\" }",
]
K["dotnet_java_app_configs"] = [
 "en|\"ConnectionStrings\": {\n  \"Default\": \"Server=«F:host»;Database=«F:db»;User Id=app;Password=«S:pwsafe»;TrustServerCertificate=True\"\n}",
 "en|<appSettings>\n  <add key=\"PaymentApiSecret\" value=\"«S:a32»\" />\n</appSettings>",
 "zh|application.properties\nquarkus.datasource.username=«F:user»\nquarkus.datasource.password=«S:zhtail»",
 "zh|micronaut:\n  security:\n    token:\n      jwt:\n        signatures:\n          secret:\n            generator:\n              secret: «S:a48»",
 "en|<connectionStrings>\n  <add name=\"Erp\" connectionString=\"Data Source=«F:host»;Initial Catalog=erp;uid=erp_app;pwd=«S:bw»\" />\n</connectionStrings>",
]
K["python_node_app_configs"] = [
 "en|DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '«F:db»',\n        'USER': '«F:user»',\n        'PASSWORD': '«S:pwsafe»',\n    }\n}",
 "en|// knexfile.js\nproduction: {\n  client: 'pg',\n  connection: { host: '«F:host»', user: 'app', password: '«S:bw»', database: '«F:db»' }\n}",
 "zh|config/default.json:\n{\"db\": {\"host\": \"«F:host»\", \"pass\": \"«S:zhtail»\"}, \"port\": 8080}",
 "zh|ormconfig 里密码：password: '«S:zhini}'，合并前记得改成 process.env".replace("}'", "»'"),
 "en|# config.yaml (viper)\ndatabase:\n  dsn_user: app\n  dsn_secret: «S:mem»",
]
K["notebook_cells"] = [
 "en|{\n \"cell_type\": \"code\",\n \"source\": [\n  \"import openai\\n\",\n  \"openai.api_key = \\\"«S:~sk-+a48»\\\"\"\n ]\n}",
 "en|In [3]: %env WANDB_API_KEY=«S:h40#1»\nenv: WANDB_API_KEY=«S:h40#1»",
 "zh|notebook 第 2 个单元格：\nclient = Minio(\"«F:host»:9000\", access_key=\"minio\", secret_key=\"«S:a40»\")",
 "zh|Colab 里：!huggingface-cli login --token «S:~hf_+a34»",
 "en|Out[7]: {'user': 'etl', 'password': '«S:bw»', 'host': '«F:host»'}",
]
