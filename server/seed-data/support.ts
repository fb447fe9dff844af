/**
 * Help topics, news and feedback every merchant gets, written in the merchant's own language
 * (its `languages.default`) where a text is listed here, else in English. Bodies are the kind of
 * HTML an operator's editor produces (paragraphs, lists, bold, a link): the client sanitises
 * them like any server HTML. Dates are fixed so screenshots stay stable.
 */

export interface SeedHelpCategory {
  category: string;
  topics: Array<{ title: string; content: string }>;
}

export interface SeedNews {
  title: string;
  summary: string;
  content: string;
  publishedAt: number;
}

type Texts = { help: SeedHelpCategory[]; news: SeedNews[] };

const NEWS_DATES = [Date.UTC(2026, 9, 20, 9), Date.UTC(2026, 8, 2, 9), Date.UTC(2026, 6, 15, 9)];

const EN = (name: string): Texts => ({
  help: [
    {
      category: "Account",
      topics: [
        {
          title: "How do I register?",
          content: `<p>Tap <b>Register</b>, choose a username and a password of 6 to 20 characters, and confirm. Your ${name} account is ready at once.</p>`,
        },
        {
          title: "I forgot my password",
          content:
            "<p>Contact customer service from the member page. For your safety we check your mobile number or e-mail before resetting it.</p>",
        },
      ],
    },
    {
      category: "Deposits and withdrawals",
      topics: [
        {
          title: "How long does a deposit take?",
          content:
            "<p>Most deposits arrive within <b>5 minutes</b>. Bank transfers can take up to one working day.</p><ul><li>Keep the reference of your order.</li><li>Do not send the same transfer twice.</li></ul>",
        },
        {
          title: "Why is my withdrawal pending?",
          content:
            "<p>Every withdrawal is checked before it is paid, usually within an hour. The amount is held from your balance until then.</p>",
        },
      ],
    },
    {
      category: "Games",
      topics: [
        {
          title: "Can I try a game for free?",
          content:
            "<p>Games marked <b>Trial</b> can be played without an account for a few rounds. Live tables and sports have no trial.</p>",
        },
        {
          title: "A game did not load",
          content:
            "<p>Check your connection and open the game again. If it still fails, tell us the game's name through <b>Feedback</b>.</p>",
        },
      ],
    },
  ],
  news: [
    {
      title: `${name} app, now faster`,
      summary: "Pages open quicker and the app works on weak connections.",
      content:
        "<p>We rebuilt the app so pages open quicker, even on a weak connection.</p><p>Add it to your home screen for the best experience.</p>",
      publishedAt: NEWS_DATES[0] as number,
    },
    {
      title: "New payment channels",
      summary: "Two more ways to deposit, with lower minimums.",
      content: "<p>Two new deposit channels are live, with a minimum of <b>10.00</b>.</p>",
      publishedAt: NEWS_DATES[1] as number,
    },
    {
      title: "Scheduled maintenance",
      summary: "A short maintenance window on Sunday night.",
      content: "<p>On Sunday from 02:00 to 03:00 the site is under maintenance. Your balance is safe.</p>",
      publishedAt: NEWS_DATES[2] as number,
    },
  ],
});

const PT_BR = (name: string): Texts => ({
  help: [
    {
      category: "Conta",
      topics: [
        {
          title: "Como faço o cadastro?",
          content: `<p>Toque em <b>Cadastrar</b>, escolha um usuário e uma senha de 6 a 20 caracteres e confirme. Sua conta ${name} fica pronta na hora.</p>`,
        },
        {
          title: "Esqueci minha senha",
          content:
            "<p>Fale com o atendimento pela página do membro. Para sua segurança, confirmamos seu celular ou e-mail antes de redefini-la.</p>",
        },
      ],
    },
    {
      category: "Depósitos e saques",
      topics: [
        {
          title: "Quanto tempo leva um depósito?",
          content:
            "<p>A maioria dos depósitos via Pix chega em <b>5 minutos</b>. TED pode levar até um dia útil.</p><ul><li>Guarde a referência do pedido.</li><li>Não envie a mesma transferência duas vezes.</li></ul>",
        },
        {
          title: "Por que meu saque está pendente?",
          content:
            "<p>Todo saque é conferido antes do pagamento, normalmente em até uma hora. O valor fica reservado no seu saldo até lá.</p>",
        },
      ],
    },
    {
      category: "Jogos",
      topics: [
        {
          title: "Posso testar um jogo de graça?",
          content:
            "<p>Jogos marcados como <b>Teste</b> podem ser jogados sem conta por algumas rodadas. Mesas ao vivo e esportes não têm teste.</p>",
        },
        {
          title: "Um jogo não carregou",
          content:
            "<p>Verifique sua conexão e abra o jogo de novo. Se continuar falhando, conte o nome do jogo em <b>Sugestões</b>.</p>",
        },
      ],
    },
  ],
  news: [
    {
      title: `App ${name} mais rápido`,
      summary: "As páginas abrem mais rápido, mesmo com conexão fraca.",
      content:
        "<p>Reconstruímos o app para as páginas abrirem mais rápido, mesmo com conexão fraca.</p><p>Adicione-o à tela inicial.</p>",
      publishedAt: NEWS_DATES[0] as number,
    },
    {
      title: "Novos canais de pagamento",
      summary: "Mais duas formas de depositar, com mínimos menores.",
      content: "<p>Dois novos canais de depósito estão no ar, com mínimo de <b>R$ 10,00</b>.</p>",
      publishedAt: NEWS_DATES[1] as number,
    },
    {
      title: "Manutenção programada",
      summary: "Uma breve manutenção na noite de domingo.",
      content: "<p>No domingo, das 02:00 às 03:00, o site estará em manutenção. Seu saldo está seguro.</p>",
      publishedAt: NEWS_DATES[2] as number,
    },
  ],
});

const CN = (name: string): Texts => ({
  help: [
    {
      category: "账户",
      topics: [
        {
          title: "如何注册？",
          content: `<p>点击<b>注册</b>，设置用户名和 6 至 20 位密码并确认，您的${name}账户即刻可用。</p>`,
        },
        {
          title: "忘记密码怎么办？",
          content: "<p>请在会员页面联系客服。为保障安全，重置前我们会核对您的手机号或邮箱。</p>",
        },
      ],
    },
    {
      category: "存款与取款",
      topics: [
        {
          title: "存款多久到账？",
          content:
            "<p>大多数存款在 <b>5 分钟</b>内到账，银行转账最长需要一个工作日。</p><ul><li>请保留订单号。</li><li>请勿重复转账。</li></ul>",
        },
        {
          title: "为什么取款在审核中？",
          content: "<p>每笔取款在支付前都会审核，通常一小时内完成。在此之前该金额会从余额中冻结。</p>",
        },
      ],
    },
    {
      category: "游戏",
      topics: [
        {
          title: "可以免费试玩吗？",
          content: "<p>标有<b>试玩</b>的游戏无需账户即可玩几局。真人和体育没有试玩。</p>",
        },
        {
          title: "游戏打不开",
          content: "<p>请检查网络后重新打开游戏。如果仍然失败，请通过<b>意见反馈</b>告诉我们游戏名称。</p>",
        },
      ],
    },
  ],
  news: [
    {
      title: `${name} App 全新提速`,
      summary: "页面打开更快，弱网也能流畅使用。",
      content: "<p>我们重建了 App，即使网络较弱，页面也能更快打开。</p><p>添加到主屏幕体验更佳。</p>",
      publishedAt: NEWS_DATES[0] as number,
    },
    {
      title: "新增支付渠道",
      summary: "新增两种存款方式，最低金额更低。",
      content: "<p>两个新的存款渠道已上线，最低 <b>10.00</b>。</p>",
      publishedAt: NEWS_DATES[1] as number,
    },
    {
      title: "系统维护通知",
      summary: "周日深夜短暂维护。",
      content: "<p>周日 02:00 至 03:00 进行系统维护，您的余额安全无虞。</p>",
      publishedAt: NEWS_DATES[2] as number,
    },
  ],
});

const AR = (name: string): Texts => ({
  help: [
    {
      category: "الحساب",
      topics: [
        {
          title: "كيف أسجّل؟",
          content: `<p>اضغط <b>تسجيل</b>، واختر اسم مستخدم وكلمة مرور من 6 إلى 20 حرفًا، ثم أكّد. حسابك في ${name} جاهز فورًا.</p>`,
        },
        {
          title: "نسيت كلمة المرور",
          content:
            "<p>تواصل مع خدمة العملاء من صفحة العضو. حفاظًا على أمانك نتحقق من رقم جوالك أو بريدك قبل إعادة تعيينها.</p>",
        },
      ],
    },
    {
      category: "الإيداع والسحب",
      topics: [
        {
          title: "كم يستغرق الإيداع؟",
          content:
            "<p>تصل معظم الإيداعات خلال <b>5 دقائق</b>. قد يستغرق التحويل البنكي يوم عمل.</p><ul><li>احتفظ برقم الطلب.</li><li>لا ترسل التحويل نفسه مرتين.</li></ul>",
        },
        {
          title: "لماذا السحب قيد المراجعة؟",
          content:
            "<p>تتم مراجعة كل سحب قبل دفعه، عادةً خلال ساعة. يبقى المبلغ محجوزًا من رصيدك حتى ذلك الحين.</p>",
        },
      ],
    },
    {
      category: "الألعاب",
      topics: [
        {
          title: "هل يمكنني تجربة لعبة مجانًا؟",
          content:
            "<p>الألعاب المعلّمة بـ<b>تجربة</b> يمكن لعبها دون حساب لبضع جولات. لا تجربة للطاولات المباشرة والرياضة.</p>",
        },
        {
          title: "لم تُفتح اللعبة",
          content:
            "<p>تحقق من اتصالك وافتح اللعبة مجددًا. إن استمرت المشكلة فأخبرنا باسم اللعبة عبر <b>الملاحظات</b>.</p>",
        },
      ],
    },
  ],
  news: [
    {
      title: `تطبيق ${name} أسرع الآن`,
      summary: "الصفحات تفتح أسرع حتى مع اتصال ضعيف.",
      content:
        "<p>أعدنا بناء التطبيق لتفتح الصفحات أسرع حتى مع اتصال ضعيف.</p><p>أضفه إلى شاشتك الرئيسية.</p>",
      publishedAt: NEWS_DATES[0] as number,
    },
    {
      title: "قنوات دفع جديدة",
      summary: "طريقتان جديدتان للإيداع بحد أدنى أقل.",
      content: "<p>أُطلقت قناتا إيداع جديدتان بحد أدنى <b>10.00</b>.</p>",
      publishedAt: NEWS_DATES[1] as number,
    },
    {
      title: "صيانة مجدولة",
      summary: "صيانة قصيرة ليلة الأحد.",
      content: "<p>يوم الأحد من 02:00 إلى 03:00 يخضع الموقع للصيانة. رصيدك في أمان.</p>",
      publishedAt: NEWS_DATES[2] as number,
    },
  ],
});

const BY_LANGUAGE: Readonly<Record<string, (name: string) => Texts>> = {
  EN,
  "PT-BR": PT_BR,
  PT: PT_BR,
  CN,
  AR,
};

/** The help topics and news of a merchant, in its default language where listed here. */
export function supportContentFor(language: string, name: string): Texts {
  return (BY_LANGUAGE[language.toUpperCase()] ?? EN)(name);
}

/** A 72×128 drawing of a phone's deposit page (header, lines, a button): the seeded screenshot. */
const DEPOSIT_SCREENSHOT =
  "iVBORw0KGgoAAAANSUhEUgAAAEgAAACACAIAAAAnNLjJAAAAv0lEQVR42u3csQ2AIBRFUaawdBN3czyHYAgLCzttLS0g8OHcsMBpXgIFadm3IU8CAwMDAwMDAwMDmw72DBoYGBgYGBhYJNgRJDCwqDCrCAYGBvYtNwoMzHiAgYGBgYGBgZWGndcd4oCBgYGBgf2DrUUDAwObBmbuwcDAwMDAwGrBPJiCgYGBgYF1CMudBQY2GswqgoGBgYGBgYGBgYGBtYFF+aYJDAwMDAwMDAwMrBjMtQUMDAwMDAwMDAwMrI9e2W/wBCb+vPAAAAAASUVORK5CYII=";

/** Feedback the demo member has already sent: one answered (with a screenshot), one still open. */
export const SEED_FEEDBACK: ReadonlyArray<{
  username: string;
  category: string;
  message: string;
  contact: string | null;
  state: "OPEN" | "REPLIED";
  reply: string | null;
  createdAt: number;
  repliedAt: number | null;
  /** A screenshot sent with it (PNG, base64): the history's screenshot mark without sending one. */
  screenshot?: string;
}> = [
  {
    username: "demo",
    category: "DEPOSIT",
    message: "My deposit took almost an hour to arrive yesterday.",
    contact: "demo@example.com",
    state: "REPLIED",
    reply: "Sorry for the wait: the bank was slow yesterday evening. Your deposit is credited.",
    createdAt: Date.UTC(2026, 9, 1, 12),
    repliedAt: Date.UTC(2026, 9, 1, 14),
    screenshot: DEPOSIT_SCREENSHOT,
  },
  {
    username: "demo",
    category: "SUGGESTION",
    message: "Please add a dark mode.",
    contact: null,
    state: "OPEN",
    reply: null,
    createdAt: Date.UTC(2026, 9, 10, 8),
    repliedAt: null,
  },
];
