import { Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TimestampColumn, VarcharColumn } from './columns';
import { User } from './user.entity';

/**
 * What a refresh token and a password-reset link both are: a secret of one account (deleted with it) of which
 * only the sha256 is stored, that expires and is used once. Not an entity: each subclass is its own table
 * (`table`, which also names its unique hash index and its foreign key), with these columns and its own.
 */
export function AccountSecret(table: 'refresh_tokens' | 'password_resets') {
  abstract class AccountSecretColumns {
    @PrimaryGeneratedColumn()
    id: number;

    @IntColumn()
    userId: number;

    @ManyToOne(() => User, { onDelete: 'CASCADE' })
    @JoinColumn({ name: 'userId', foreignKeyConstraintName: `FK_${table}_user` })
    user?: User;

    /** sha256 of the token (32 random bytes, base64url: domain/accounts/opaque-tokens.ts), hex. */
    @Index(`IDX_${table}_hash`, { unique: true })
    @VarcharColumn(64)
    tokenHash: string;

    @TimestampColumn()
    expiresAt: Date;

    /** Set when the secret was used (a token exchanged for its successor, a link that set a password). */
    @TimestampColumn({ nullable: true })
    usedAt: Date | null;

    @CreatedAt()
    createdAt: Date;
  }
  return AccountSecretColumns;
}
