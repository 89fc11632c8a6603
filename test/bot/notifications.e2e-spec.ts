import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { NotificationsService } from '../../src/notifications/notifications.service';
import type { NotificationDraft } from '../../src/notifications/notification-kinds';
import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { makeAppointment, makeInvitation, makeMaster, makeMember, makeOwner, makeUser, Made } from '../factories';
import { auth, superAdmin, tgUser } from '../support/test-app';
import type { FakeCall } from '../support/fake-bot-api';
import { BotTest, callbackUpdate, inlineButtons, startBotTest } from './support';

const WEBAPP = 'https://app.example.test';
const BOT = 'test_booking_bot';

describe('bot notifications: outbox -> sendMessage', () => {
  let b: BotTest;

  beforeAll(async () => {
    b = await startBotTest();
  });
  afterAll(() => b.close());

  /** Drains the outbox (the worker's clock moves on so per-chat pacing never holds a row). */
  async function drain(): Promise<void> {
    for (let i = 0; i < 20; i++) {
      b.clock.ms += 2000;
      const r = await b.worker.runOnce();
      if (r.claimed === 0) return;
    }
    throw new Error('outbox did not drain');
  }

  const enqueue = (drafts: NotificationDraft[]) => b.t.app.get(NotificationsService).enqueue(drafts);
  const lastTo = (chatId: number): FakeCall => {
    const calls = b.messagesTo(chatId);
    expect(calls.length).toBeGreaterThan(0);
    return calls[calls.length - 1];
  };
  const textOf = (c: FakeCall) => String(c.payload.text);

  describe('every kind, rendered in the recipient language', () => {
    let ru: Made;
    let en: Made;
    beforeAll(async () => {
      ru = await makeUser(b.t.db, 'client');
      en = await makeUser(b.t.db, 'client', { languageCode: 'en' }, tgUser({ language_code: 'en' }));
    });

    const send = async (to: Made, draft: Omit<NotificationDraft, 'chatId' | 'userId'>) => {
      await enqueue([{ chatId: to.tg.id, userId: to.user.id, ...draft }]);
      await drain();
      return lastTo(to.tg.id);
    };

    it('invitation_confirmation_needed: with Подтвердить / Отклонить buttons', async () => {
      const c = await send(ru, {
        kind: 'invitation_confirmation_needed',
        payload: { invitation_id: 77, organization_name: 'Салон Роза', member_name: 'Мария Орлова', role: 'master' },
      });
      expect(textOf(c)).toContain('Мария Орлова');
      expect(textOf(c)).toContain('Салон Роза');
      expect(inlineButtons(c)).toEqual([
        { text: 'Подтвердить', callback_data: 'inv:c:77' },
        { text: 'Отклонить', callback_data: 'inv:r:77' },
      ]);
      const enCall = await send(en, {
        kind: 'invitation_confirmation_needed',
        payload: { invitation_id: 78, organization_name: 'Rose', member_name: 'Mary', role: 'admin' },
      });
      expect(textOf(enCall)).toContain('accepted the invitation');
      expect(inlineButtons(enCall).map((x) => x.text)).toEqual(['Confirm', 'Reject']);
    });

    it('invitation_accepted, member_joined', async () => {
      let c = await send(ru, {
        kind: 'invitation_accepted',
        payload: { organization_name: 'Салон Роза', member_name: 'Мария Орлова', role: 'admin' },
      });
      expect(textOf(c)).toContain('Мария Орлова принял(а) приглашение в «Салон Роза» (роль: администратор)');
      c = await send(ru, {
        kind: 'member_joined',
        payload: { organization_name: 'Салон Роза', member_name: 'Ян Ли', role: 'master' },
      });
      expect(textOf(c)).toContain('новый участник: Ян Ли (роль: мастер)');
      c = await send(en, {
        kind: 'member_joined',
        payload: { organization_name: 'Rose', member_name: 'Yan Li', role: 'master' },
      });
      expect(textOf(c)).toContain('New member in “Rose”: Yan Li (role: master)');
    });

    it('invitation_decided: accepted and rejected', async () => {
      let c = await send(ru, {
        kind: 'invitation_decided',
        payload: { organization_name: 'Салон Роза', accepted: true, role: 'master' },
      });
      expect(textOf(c)).toContain('подтвердил');
      c = await send(ru, {
        kind: 'invitation_decided',
        payload: { organization_name: 'Салон Роза', accepted: false, role: 'master' },
      });
      expect(textOf(c)).toContain('отклонил');
    });

    it('master_welcome: the booking link, an open-app and a verify-phone button', async () => {
      const link = `https://t.me/${BOT}?start=master_anna`;
      const c = await send(ru, { kind: 'master_welcome', payload: { first_name: 'Анна', booking_link: link } });
      expect(textOf(c)).toContain('Анна');
      expect(textOf(c)).toContain(link);
      expect(inlineButtons(c)).toEqual([
        { text: 'Открыть приложение', web_app: { url: `${WEBAPP}/` } },
        { text: 'Подтвердить телефон', callback_data: 'phone:verify' },
      ]);
    });

    it('organization_link_changed', async () => {
      const link = `https://t.me/${BOT}?start=org_new-rose`;
      const c = await send(en, {
        kind: 'organization_link_changed',
        payload: { organization_name: 'Rose', old_link: 'rose', new_link: 'new-rose', booking_link: link },
      });
      expect(textOf(c)).toContain('“Rose” has a new booking link');
      expect(textOf(c)).toContain(link);
    });

    it('account_blocked, account_unblocked', async () => {
      expect(textOf(await send(ru, { kind: 'account_blocked', payload: {} }))).toContain('заблокирован');
      expect(textOf(await send(ru, { kind: 'account_unblocked', payload: {} }))).toContain('снова активен');
      expect(textOf(await send(en, { kind: 'account_blocked', payload: {} }))).toContain('blocked');
    });

    it('an unknown kind is marked failed, not retried', async () => {
      await enqueue([
        { chatId: ru.tg.id, userId: ru.user.id, kind: 'no_such_kind', payload: {} } as unknown as NotificationDraft,
      ]);
      const before = b.fake.callsOf('sendMessage').length;
      await drain();
      expect(b.fake.callsOf('sendMessage').length).toBe(before);
      const rows: { status: string }[] = await b.t.db.query(
        `SELECT status FROM outbox_messages WHERE kind = 'no_such_kind'`,
      );
      expect(rows).toEqual([{ status: 'failed' }]);
    });
  });

  describe('from the API call to the recorded sendMessage', () => {
    it('master registration: master_welcome with the personal booking link', async () => {
      const tg = tgUser({ first_name: 'Вера' });
      const res = await b.t.http
        .post('/api/registration/master')
        .set(auth(tg))
        .send({ first_name: 'Вера', phone: '+79161230101', category: 'Красота', deep_link: `vera-${tg.id}` });
      expect(res.status).toBe(201);
      await drain();
      const c = lastTo(tg.id);
      expect(textOf(c)).toContain(`https://t.me/${BOT}?start=master_vera-${tg.id}`);
    });

    it('adding the master role: master_welcome', async () => {
      const client = await makeUser(b.t.db, 'client');
      const res = await b.t.http
        .post('/api/additional-roles/add-role')
        .set(auth(client.tg))
        .send({ role_type: 'master', phone: '+79161230202', category: 'Здоровье', deep_link: null });
      expect(res.status).toBeLessThan(300);
      await drain();
      expect(textOf(lastTo(client.tg.id))).toContain(`?start=master_`);
    });

    it('registration through an invitation link: the owner hears a member joined', async () => {
      const owner = await makeOwner(b.t.db, { name: 'Салон Ландыш' });
      const inv = await makeInvitation(b.t.db, owner.org, 'master');
      const newcomer = tgUser();
      const res = await b.t.http.post('/api/registration/register-organization-master').set(auth(newcomer)).send({
        invitation_id: inv.id,
        invitation_code: inv.deepLinkCode,
        first_name: 'Зоя',
        last_name: 'Ким',
        phone: '+79161230303',
      });
      expect(res.status).toBeLessThan(300);
      await drain();
      const c = lastTo(owner.tg.id);
      expect(textOf(c)).toContain('Зоя Ким');
      expect(textOf(c)).toContain('Салон Ландыш');
      // the new organization master gets their booking link too
      expect(textOf(lastTo(newcomer.id))).toContain('?start=org_master_');
    });

    it('organization link change: masters, admins and clients are told the new link', async () => {
      const owner = await makeOwner(b.t.db, { name: 'Студия Мята' });
      const master = await makeMember(b.t.db, owner.org, 'master');
      const admin = await makeMember(b.t.db, owner.org, 'admin');
      const client = await makeUser(b.t.db, 'client');
      await makeAppointment(b.t.db, {
        masterId: master.user.id,
        clientId: client.user.id,
        organizationId: owner.org.id,
        startsAt: new Date(),
      });
      const newLink = `myata-${owner.tg.id}`;
      const res = await b.t.http
        .put(`/api/organizations/${owner.org.id}`)
        .set(auth(owner.tg))
        .send({ name: 'Студия Мята', deep_link: newLink });
      expect(res.status).toBe(200);
      await drain();
      for (const who of [master, admin, client]) {
        expect(textOf(lastTo(who.tg.id))).toContain(`https://t.me/${BOT}?start=org_${newLink}`);
      }
      expect(b.messagesTo(owner.tg.id)).toHaveLength(0);
    });

    it('block and unblock by the super admin: the user is told', async () => {
      const target = await makeUser(b.t.db, 'client');
      expect(
        (await b.t.http.post(`/api/admin/users/${target.user.id}/block`).set(auth(superAdmin()))).status,
      ).toBeLessThan(300);
      await drain();
      expect(textOf(lastTo(target.tg.id))).toContain('заблокирован');
      expect(
        (await b.t.http.post(`/api/admin/users/${target.user.id}/unblock`).set(auth(superAdmin()))).status,
      ).toBeLessThan(300);
      await drain();
      expect(textOf(lastTo(target.tg.id))).toContain('снова активен');
    });

    describe('an invitation waiting for confirmation: buttons in the owner chat', () => {
      /** A registered user accepts an invitation; returns the owner's notice with its buttons. */
      async function acceptedInvitation(role: 'master' | 'admin' = 'master') {
        const owner = await makeOwner(b.t.db, { name: 'Салон Фиалка' });
        const inv = await makeInvitation(b.t.db, owner.org, role);
        const invitee = await makeUser(b.t.db, 'client', { firstName: 'Лев', lastName: 'Толстой' });
        const res = await b.t.http
          .post('/api/invitations/accept')
          .set(auth(invitee.tg))
          .send({ invitation_id: inv.id, invitation_code: inv.deepLinkCode });
        expect(res.status).toBe(200);
        await drain();
        const notice = lastTo(owner.tg.id);
        expect(textOf(notice)).toContain('Лев Толстой');
        const buttons = inlineButtons(notice);
        expect(buttons.map((x) => x.callback_data)).toEqual([`inv:c:${inv.id}`, `inv:r:${inv.id}`]);
        return { owner, inv, invitee, notice };
      }
      const statusOf = async (inv: Invitation) =>
        (await b.t.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status;
      const messageOf = (c: FakeCall) => ({ message_id: 1 + b.fake.calls.indexOf(c), text: textOf(c) });

      it('Подтвердить: the invitee joins, the message loses its buttons, both sides are told', async () => {
        const { owner, inv, invitee, notice } = await acceptedInvitation('master');
        const edits = b.fake.callsOf('editMessageText').length;
        await b.deliver(callbackUpdate(owner.tg, `inv:c:${inv.id}`, messageOf(notice)));

        expect(await statusOf(inv)).toBe('accepted');
        expect(
          await b.t.db
            .getRepository(OrganizationMember)
            .existsBy({ organizationId: owner.org.id, userId: invitee.user.id }),
        ).toBe(true);
        const answer = b.fake.callsOf('answerCallbackQuery').at(-1)!;
        expect(answer.payload.text).toBe('Подтверждено');
        const edit = b.fake.callsOf('editMessageText').slice(edits);
        expect(edit).toHaveLength(1);
        expect(String(edit[0].payload.text)).toContain('Вы подтвердили участника');
        expect(edit[0].payload.reply_markup).toBeUndefined();

        await drain();
        expect(textOf(lastTo(owner.tg.id))).toContain('Лев Толстой принял(а) приглашение');
        const toInvitee = b.messagesTo(invitee.tg.id).map(textOf);
        expect(toInvitee.some((t) => t.includes('подтвердил вас'))).toBe(true);
        expect(toInvitee.some((t) => t.includes('?start=org_master_'))).toBe(true);

        // tapping again changes nothing and says why, in the owner's language
        await b.deliver(callbackUpdate(owner.tg, `inv:c:${inv.id}`, messageOf(notice)));
        expect(b.fake.callsOf('answerCallbackQuery').at(-1)!.payload).toMatchObject({
          text: 'Неверная ссылка приглашения',
          show_alert: true,
        });
        await b.deliver(callbackUpdate({ ...owner.tg, language_code: 'en' }, `inv:r:${inv.id}`, messageOf(notice)));
        expect(b.fake.callsOf('answerCallbackQuery').at(-1)!.payload).toMatchObject({
          text: 'This invitation is not awaiting your decision.',
          show_alert: true,
        });
        expect(b.fake.callsOf('editMessageText').slice(edits)).toHaveLength(1);
      });

      it('Отклонить: the invitation is rejected and the invitee is told', async () => {
        const { owner, inv, invitee, notice } = await acceptedInvitation('admin');
        await b.deliver(callbackUpdate(owner.tg, `inv:r:${inv.id}`, messageOf(notice)));
        expect(await statusOf(inv)).toBe('rejected');
        expect(String(b.fake.callsOf('editMessageText').at(-1)!.payload.text)).toContain('Вы отклонили заявку');
        await drain();
        expect(textOf(lastTo(invitee.tg.id))).toContain('отклонил вашу заявку');
        expect(
          await b.t.db
            .getRepository(OrganizationMember)
            .existsBy({ organizationId: owner.org.id, userId: invitee.user.id }),
        ).toBe(false);
      });

      it('a forged callback from someone who is not the owner gets an error and changes nothing', async () => {
        const { inv, invitee, owner } = await acceptedInvitation('master');
        const stranger = await makeMaster(b.t.db);
        const edits = b.fake.callsOf('editMessageText').length;
        const sent = b.fake.callsOf('sendMessage').length;
        for (const who of [stranger.tg, invitee.tg, tgUser()]) {
          await b.deliver(callbackUpdate(who, `inv:c:${inv.id}`));
          const answer = b.fake.callsOf('answerCallbackQuery').at(-1)!;
          expect(answer.payload.show_alert).toBe(true);
          expect(String(answer.payload.text).length).toBeGreaterThan(0);
        }
        expect(String(b.fake.callsOf('answerCallbackQuery').at(-3)!.payload.text)).toBe(
          'Это действие доступно только владельцу организации.',
        );
        await b.deliver(callbackUpdate(stranger.tg, `inv:r:${inv.id}`));
        expect(await statusOf(inv)).toBe('confirmed');
        expect(b.fake.callsOf('editMessageText').length).toBe(edits);
        await drain();
        expect(b.fake.callsOf('sendMessage').length).toBe(sent);
        expect(
          await b.t.db
            .getRepository(OrganizationMember)
            .existsBy({ organizationId: owner.org.id, userId: invitee.user.id }),
        ).toBe(false);
      });
    });
  });
});
