import type { PrivacyCreate } from '@texbridge/shared/resources/privacy';
import type { InChinese } from './record.ts';

/** The privacy center's sections, first first. */
export const PRIVACY: (PrivacyCreate & InChinese<PrivacyCreate, 'title' | 'caption' | 'privacy' | 'policy' | 'why'>)[] =
  [
    {
      title: 'Trust Built Into Every Order',
      caption:
        'How we protect the information you share, how we choose suppliers, and why buyers keep working with us.',
      privacy:
        'Prices, specifications, designs and supplier names shared with TexBridge are used only to handle your enquiry or order. We never pass a buyer’s designs or pricing to another buyer, and supplier details are disclosed only with the supplier’s agreement. Access to order files is limited to the merchandisers and commercial staff who work on your account.',
      policy:
        'We buy only from mills and factories we have visited ourselves. Each supplier is assessed for quality systems, legal registration, working conditions and chemical management before the first order, and reviewed at least once a year.',
      why: 'One point of contact from enquiry to delivery, test results before shipment, and offices in Dhaka, Chattogram, Narayanganj and Shanghai that keep both buyers and suppliers close.',
      translations: {
        zh: {
          title: '让每一张订单都值得信赖',
          caption: '我们如何保护您提供的信息、如何选择供应商，以及买家为何持续与我们合作。',
          privacy:
            '您与 TexBridge 分享的价格、规格、设计和供应商名称，仅用于处理您的询盘或订单。我们绝不会将一位买家的设计或价格透露给另一位买家；供应商信息也只有在征得供应商同意后才会披露。订单文件仅限负责您账户的跟单员和商务人员查阅。',
          policy:
            '我们只向亲自走访过的工厂采购。每家供应商在首单之前都要接受质量体系、合法注册、工作条件和化学品管理方面的评估，此后每年至少复评一次。',
          why: '从询盘到交货只需对接一个联系人；出货前即可拿到检测结果；达卡、吉大港、纳拉扬甘杰和上海的办事处让我们与买家和供应商都近在咫尺。',
        },
      },
    },
    {
      title: 'Responsible and Compliant Sourcing',
      caption: 'Working conditions, chemicals and traceability are part of the specification, not an afterthought.',
      privacy:
        'Audit reports, certificates and factory data we collect from suppliers are stored securely and shared only with buyers who need them for their own compliance checks, with the supplier’s consent.',
      policy:
        'We prefer suppliers with recognised social and environmental audits and certificates such as GOTS, OCS, GRS and OEKO-TEX where the product calls for them. Dyes and chemicals we supply conform to the ZDHC Manufacturing Restricted Substances List. We do not accept forced labour, child labour or unauthorised subcontracting, and we support factories in closing audit findings.',
      why: 'Certified materials with transaction certificates, chemical documentation ready for brand audits, and a team that understands what compliance officers ask for.',
      translations: {
        zh: {
          title: '负责任的合规采购',
          caption: '工作条件、化学品和可追溯性是规格的一部分，而不是事后补充。',
          privacy:
            '我们从供应商处收集的审核报告、证书和工厂数据均安全保存，仅在征得供应商同意后，提供给需要用于自身合规审查的买家。',
          policy:
            '在产品有相应要求时，我们优先选择通过公认的社会责任与环境审核、并持有 GOTS、OCS、GRS 和 OEKO-TEX 等证书的供应商。我们供应的染料和化学品符合 ZDHC 生产限用物质清单（MRSL）。我们不接受强迫劳动、童工或未经授权的外发加工，并协助工厂完成审核问题的整改。',
          why: '认证材料附交易证书，化学品文件随时可供品牌审核，我们的团队清楚合规专员会问些什么。',
        },
      },
    },
    {
      title: 'Your Data on This Website',
      caption: 'What happens to the details you send us through the contact form, and how to reach us about them.',
      privacy:
        'When you send a message through our contact form we receive your name, e-mail address, phone number and message. We use them only to reply to you and to follow up on your enquiry. We do not sell or rent personal data, and we do not add you to mailing lists without your consent.',
      policy:
        'Enquiry records are kept for as long as needed to serve you and to meet our legal and accounting obligations, then deleted. You can ask us at any time to see, correct or delete the personal data we hold about you by writing to our marketing team.',
      why: 'Clear answers, quick replies within one working day, and a company that treats your information with the same care as your orders.',
      translations: {
        zh: {
          title: '您在本网站上的个人数据',
          caption: '您通过联系表单发送给我们的信息会如何处理，以及如何就此与我们联系。',
          privacy:
            '当您通过联系表单发送留言时，我们会收到您的姓名、电子邮箱、电话号码和留言内容。这些信息仅用于回复您并跟进您的询盘。我们不出售或出租个人数据，未经您同意也不会将您加入邮件列表。',
          policy:
            '询盘记录在为您提供服务以及履行法律和会计义务所需的期限内保存，之后即予删除。您可以随时致信我们的市场部，要求查阅、更正或删除我们所持有的您的个人数据。',
          why: '答复清晰，一个工作日内快速回复；我们对待您的信息，与对待您的订单同样用心。',
        },
      },
    },
  ];
