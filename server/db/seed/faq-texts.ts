/** FAQ entries of the seed (ids are the public /faq/{id} ids; 2 and 31 have page metadata). */

export interface LocalizedDoc {
  id: number
  category: string
  title: Record<string, string>
  content: Record<string, string>
}

export const FAQS: readonly LocalizedDoc[] = [
  {
    id: 1,
    category: 'account',
    title: {
      vi_VN: 'Làm sao để đăng ký tài khoản?',
      en_US: 'How do I open an account?',
      zh_CN: '如何注册账户？',
    },
    content: {
      vi_VN:
        '<p>Nhấn nút <strong>Đăng ký</strong> ở góc trên bên phải, điền tên đăng nhập (6–12 ký tự, chữ và số), mật khẩu, họ tên thật trùng với tên tài khoản ngân hàng và số điện thoại.</p><p>Sau khi đăng ký thành công, hệ thống sẽ tự động đăng nhập cho bạn.</p>',
      en_US:
        '<p>Press <strong>Register</strong> at the top right, then enter a username (6–12 letters and digits), a password, your real name as shown on your bank account and your phone number.</p><p>You are logged in automatically once the account is created.</p>',
      zh_CN:
        '<p>点击右上角的<strong>注册</strong>，填写用户名（6–12位字母和数字）、密码、与银行账户一致的真实姓名及手机号码。</p><p>注册成功后系统将自动为您登录。</p>',
    },
  },
  {
    id: 2,
    category: 'deposit',
    title: { vi_VN: 'Hướng dẫn nạp tiền', en_US: 'How to deposit', zh_CN: '存款指南' },
    content: {
      vi_VN:
        '<h3>Các phương thức nạp tiền</h3><ul><li><strong>Chuyển khoản ngân hàng</strong>: Vietcombank, Techcombank, ACB, MB Bank, VietinBank — tối thiểu 100.000 ₫.</li><li><strong>Ví điện tử</strong>: MoMo, ZaloPay, ViettelPay — tối thiểu 50.000 ₫.</li><li><strong>Thẻ cào điện thoại</strong>: Viettel, Mobifone, Vinaphone (phí 20%).</li><li><strong>USDT (TRC20)</strong>: tối thiểu 10 USDT.</li></ul><h3>Các bước</h3><ol><li>Đăng nhập và vào <em>Trung tâm thành viên → Nạp tiền</em>.</li><li>Chọn phương thức, nhập số tiền và làm theo hướng dẫn.</li><li>Ghi đúng <strong>nội dung chuyển khoản</strong> để được cộng tiền tự động trong 1–3 phút.</li></ol><p>Nếu sau 15 phút tiền chưa được cộng, vui lòng liên hệ CSKH 24/7 kèm ảnh biên lai.</p>',
      en_US:
        '<h3>Deposit methods</h3><ul><li><strong>Bank transfer</strong>: Vietcombank, Techcombank, ACB, MB Bank, VietinBank — minimum 100,000 ₫.</li><li><strong>E-wallets</strong>: MoMo, ZaloPay, ViettelPay — minimum 50,000 ₫.</li><li><strong>Phone cards</strong>: Viettel, Mobifone, Vinaphone (20% fee).</li><li><strong>USDT (TRC20)</strong>: minimum 10 USDT.</li></ul><h3>Steps</h3><ol><li>Log in and open <em>Member centre → Deposit</em>.</li><li>Choose a method, enter the amount and follow the instructions.</li><li>Use the exact <strong>transfer note</strong> so the money is credited automatically within 1–3 minutes.</li></ol><p>If nothing arrives after 15 minutes, contact 24/7 support with a photo of the receipt.</p>',
      zh_CN:
        '<h3>存款方式</h3><ul><li><strong>银行转账</strong>：Vietcombank、Techcombank、ACB、MB Bank、VietinBank，最低100,000 ₫。</li><li><strong>电子钱包</strong>：MoMo、ZaloPay、ViettelPay，最低50,000 ₫。</li><li><strong>话费卡</strong>：Viettel、Mobifone、Vinaphone（手续费20%）。</li><li><strong>USDT (TRC20)</strong>：最低10 USDT。</li></ul><h3>步骤</h3><ol><li>登录后进入<em>会员中心 → 存款</em>。</li><li>选择方式、输入金额并按提示操作。</li><li>请填写正确的<strong>转账备注</strong>，1–3分钟内自动到账。</li></ol><p>15分钟后仍未到账，请携带转账凭证联系24小时客服。</p>',
    },
  },
  {
    id: 3,
    category: 'withdrawal',
    title: {
      vi_VN: 'Rút tiền mất bao lâu?',
      en_US: 'How long does a withdrawal take?',
      zh_CN: '取款需要多久？',
    },
    content: {
      vi_VN:
        '<p>Lệnh rút tiền được xử lý trong <strong>3–15 phút</strong>, 24/7 kể cả ngày lễ. Mỗi ngày bạn được rút tối đa 10 lần, hạn mức 500.000.000 ₫.</p><p>Tài khoản nhận tiền phải đứng tên chính chủ. Bạn cần hoàn thành vòng cược của khuyến mãi đang tham gia trước khi rút.</p>',
      en_US:
        '<p>Withdrawals are processed within <strong>3–15 minutes</strong>, 24/7 including holidays. You may withdraw up to 10 times a day, up to 500,000,000 ₫.</p><p>The receiving account must be in your own name. Wagering requirements of active promotions must be met first.</p>',
      zh_CN:
        '<p>取款在<strong>3–15分钟</strong>内处理，全年无休。每日最多取款10次，限额500,000,000 ₫。</p><p>收款账户须为本人名下。参加中的优惠需先完成流水要求。</p>',
    },
  },
  {
    id: 4,
    category: 'account',
    title: { vi_VN: 'Quên mật khẩu đăng nhập?', en_US: 'Forgot your password?', zh_CN: '忘记登录密码？' },
    content: {
      vi_VN:
        '<p>Chọn <em>Quên mật khẩu</em> ở hộp đăng nhập, xác minh bằng mật khẩu rút tiền và email hoặc số điện thoại đã đăng ký, sau đó đặt mật khẩu mới 6–12 ký tự gồm cả chữ và số.</p>',
      en_US:
        '<p>Choose <em>Forgot password</em> in the login box, verify with your withdrawal password and your registered e-mail or phone, then set a new 6–12 character password with letters and digits.</p>',
      zh_CN:
        '<p>在登录框选择<em>忘记密码</em>，使用取款密码及注册邮箱或手机验证后，设置6–12位包含字母和数字的新密码。</p>',
    },
  },
  {
    id: 5,
    category: 'games',
    title: {
      vi_VN: 'Ví trò chơi và chuyển quỹ',
      en_US: 'Game wallets and transfers',
      zh_CN: '游戏钱包与转账',
    },
    content: {
      vi_VN:
        '<p>Khi bạn vào một trò chơi, số dư được chuyển tự động từ ví chính sang ví của nhà cung cấp. Dùng nút <strong>Thu hồi một chạm</strong> trong <em>Ví của tôi</em> để đưa toàn bộ số dư về ví chính.</p>',
      en_US:
        '<p>When you open a game, your balance moves automatically from the main wallet to the provider wallet. Use <strong>One-click recovery</strong> in <em>My wallet</em> to bring every balance back to the main wallet.</p>',
      zh_CN:
        '<p>进入游戏时余额会自动从主钱包转入平台钱包。在<em>我的钱包</em>中点击<strong>一键回收</strong>可将所有余额转回主钱包。</p>',
    },
  },
  {
    id: 6,
    category: 'promotions',
    title: {
      vi_VN: 'Vòng cược khuyến mãi là gì?',
      en_US: 'What is a wagering requirement?',
      zh_CN: '什么是优惠流水要求？',
    },
    content: {
      vi_VN:
        '<p>Vòng cược là tổng tiền cược hợp lệ cần đạt trước khi rút tiền thưởng. Ví dụ thưởng 100.000 ₫ với vòng cược 10 lần cần tổng cược 1.000.000 ₫. Cược hòa, cược bị hủy và cược hai cửa không được tính.</p>',
      en_US:
        '<p>The wagering requirement is the total valid stake needed before a bonus can be withdrawn. A 100,000 ₫ bonus at 10x needs 1,000,000 ₫ of bets. Draws, void bets and hedged bets do not count.</p>',
      zh_CN:
        '<p>流水要求是提取彩金前需完成的有效投注总额。例如100,000 ₫彩金10倍流水需投注1,000,000 ₫。和局、取消及对冲注单不计算在内。</p>',
    },
  },
  {
    id: 7,
    category: 'security',
    title: { vi_VN: 'Bảo mật tài khoản', en_US: 'Keeping your account safe', zh_CN: '账户安全' },
    content: {
      vi_VN:
        '<p>Không chia sẻ mật khẩu hoặc mã OTP với bất kỳ ai, kể cả nhân viên CSKH. Lotus không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.</p>',
      en_US:
        '<p>Never share your password or OTP with anyone, support staff included. Lotus never asks you to send money to a personal account.</p>',
      zh_CN: '<p>请勿向任何人（包括客服）透露密码或验证码。Lotus绝不会要求您转账至个人账户。</p>',
    },
  },
  {
    id: 10,
    category: 'agent',
    title: { vi_VN: 'Trở thành đại lý', en_US: 'Becoming an agent', zh_CN: '成为代理' },
    content: {
      vi_VN:
        '<p>Đại lý nhận hoa hồng tới <strong>45%</strong> lợi nhuận ròng hàng tháng từ người chơi giới thiệu. Đăng ký tại mục <em>Đại lý → Đăng ký</em>, bộ phận hợp tác sẽ liên hệ trong 24 giờ.</p>',
      en_US:
        '<p>Agents earn up to <strong>45%</strong> of the monthly net revenue of the players they bring. Apply under <em>Agent → Register</em>; our partnership team replies within 24 hours.</p>',
      zh_CN:
        '<p>代理每月可获得推荐玩家净盈利最高<strong>45%</strong>的佣金。请在<em>代理 → 注册</em>提交申请，合作部门将在24小时内联系您。</p>',
    },
  },
  {
    id: 21,
    category: 'games',
    title: { vi_VN: 'Chơi thử miễn phí', en_US: 'Free demo games', zh_CN: '免费试玩' },
    content: {
      vi_VN:
        '<p>Một số nhà cung cấp (R88, JDB, FA CHAI, JILI) cho phép chơi thử bằng tiền ảo mà không cần đăng nhập. Kết quả chơi thử không được quy đổi thành tiền thật.</p>',
      en_US:
        '<p>Some providers (R88, JDB, FA CHAI, JILI) offer demo play with virtual credits, no login needed. Demo winnings cannot be exchanged for real money.</p>',
      zh_CN: '<p>部分平台（R88、JDB、FA CHAI、JILI）提供免登录试玩，试玩盈利不可兑换为真实资金。</p>',
    },
  },
  {
    id: 31,
    category: 'responsible',
    title: { vi_VN: 'Chơi có trách nhiệm', en_US: 'Responsible gaming', zh_CN: '负责任博彩' },
    content: {
      vi_VN:
        '<h3>Giải trí lành mạnh</h3><p>Cá cược chỉ nên là hình thức giải trí. Hãy đặt giới hạn nạp tiền, thời gian chơi và không bao giờ dùng tiền sinh hoạt để cá cược.</p><ul><li>Tự đặt hạn mức nạp theo ngày, tuần hoặc tháng trong <em>Trung tâm thành viên</em>.</li><li>Yêu cầu tạm khóa tài khoản từ 7 ngày đến 6 tháng qua CSKH.</li><li>Người dưới 18 tuổi không được phép tham gia.</li></ul><p>Nếu bạn cảm thấy mất kiểm soát, hãy dừng lại và tìm sự hỗ trợ từ gia đình hoặc chuyên gia tư vấn.</p>',
      en_US:
        '<h3>Play for fun</h3><p>Betting should only ever be entertainment. Set limits on deposits and playing time and never stake money you need for living.</p><ul><li>Set daily, weekly or monthly deposit limits in the <em>Member centre</em>.</li><li>Ask support for a self-exclusion from 7 days to 6 months.</li><li>Nobody under 18 may play.</li></ul><p>If you feel you are losing control, stop and seek help from family or a professional counsellor.</p>',
      zh_CN:
        '<h3>理性娱乐</h3><p>博彩仅应作为娱乐。请设定存款与游戏时间上限，切勿使用生活必需资金投注。</p><ul><li>可在<em>会员中心</em>设置每日、每周或每月存款限额。</li><li>可通过客服申请7天至6个月的自我禁入。</li><li>未满18岁者禁止参与。</li></ul><p>如感到失控，请立即停止并向家人或专业顾问寻求帮助。</p>',
    },
  },
]
